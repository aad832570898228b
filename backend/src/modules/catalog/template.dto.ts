import { centsToDecimal, type Category } from '@tm/contracts/catalog';
import type { ListingStatus } from '@tm/contracts/listings';
import type { PackagePlatform } from '@tm/contracts/platforms';
import type { Template } from '@tm/contracts/catalog.schemas';
import { extendedPriceCentsOf, extendedSaleCents, type Licence } from '@tm/contracts/licences';
import { readDate } from '../../database/sql-dialect';

/** A templates row as raw queries return it (JSON columns as text, MySQL decimals as strings). */
export interface TemplateRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  rating: number | string;
  ratingCount: number;
  salesCount: number;
  previewImage: string;
  livePreviewUrl: string | null;
  category: Category;
  subcategory: string;
  features: string;
  screenshots: string;
  tags: string;
  hasZip: number | boolean;
  status: ListingStatus;
  platform: PackagePlatform | null;
  salePriceCents: number | null;
  /** The template's own Extended licence price; null: the Regular price times the shop's multiple (decision 091). */
  extendedPriceCents?: number | null;
  saleStartsAt: Date | string | null;
  saleEndsAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Columns of TemplateDto, qualified by a table alias (never `design`: only the live preview needs it). */
export const TEMPLATE_SELECT = (alias: string) =>
  [
    'id',
    'slug',
    'name',
    'description',
    'priceCents',
    'rating',
    'ratingCount',
    'salesCount',
    'previewImage',
    'livePreviewUrl',
    'category',
    'subcategory',
    'features',
    'screenshots',
    'tags',
    'hasZip',
    'status',
    'platform',
    'salePriceCents',
    'saleStartsAt',
    'saleEndsAt',
    'extendedPriceCents',
    'createdAt',
    'updatedAt',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');

const list = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

/** A sale's price and its end when one runs at `now` (from its start, until before its end), else null. */
export function runningSale(
  row: Pick<TemplateRow, 'salePriceCents' | 'saleStartsAt' | 'saleEndsAt'>,
  now: Date,
): { priceCents: number; endsAt: Date | null } | null {
  if (row.salePriceCents === null || row.salePriceCents === undefined) return null;
  const startsAt = row.saleStartsAt === null || row.saleStartsAt === undefined ? null : readDate(row.saleStartsAt);
  const endsAt = row.saleEndsAt === null || row.saleEndsAt === undefined ? null : readDate(row.saleEndsAt);
  if (startsAt && now < startsAt) return null;
  if (endsAt && now >= endsAt) return null;
  return { priceCents: Number(row.salePriceCents), endsAt };
}

/**
 * What one licence of a template costs at `now` (decision 091): the Regular price as priceCentsAt; the
 * Extended one is the template's own or the Regular price times the shop's multiple, less the running
 * sale's share; an upgrade from Regular is the difference, never below 0.
 */
export function licencePriceCentsAt(
  row: Pick<TemplateRow, 'priceCents' | 'salePriceCents' | 'saleStartsAt' | 'saleEndsAt' | 'extendedPriceCents'>,
  licence: Licence,
  upgrade: boolean,
  multiple: number,
  now: Date,
): number {
  const regular = priceCentsAt(row, now);
  if (licence === 'regular') return regular;
  const listRegular = Number(row.priceCents);
  const own = row.extendedPriceCents === null || row.extendedPriceCents === undefined ? null : Number(row.extendedPriceCents);
  const list = extendedPriceCentsOf(listRegular, own, multiple);
  const sale = runningSale(row, now);
  const extended = sale ? extendedSaleCents(list, listRegular, sale.priceCents) : list;
  return upgrade ? Math.max(0, extended - regular) : extended;
}

/** What a buyer pays for a template at `now`: the running sale's price, else the price (decision 076). */
export function priceCentsAt(row: Pick<TemplateRow, 'priceCents' | 'salePriceCents' | 'saleStartsAt' | 'saleEndsAt'>, now: Date): number {
  return runningSale(row, now)?.priceCents ?? Number(row.priceCents);
}

/**
 * docs/product/storefront.md §3 Template: price "49.00" (what a buyer pays at `now`; while a sale runs
 * `regularPrice` is the price struck through), rating "4.6", ISO dates, images as stored.
 */
export function toTemplateDto(row: TemplateRow, now: Date): Template {
  const sale = runningSale(row, now);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: centsToDecimal(sale ? sale.priceCents : Number(row.priceCents)),
    regularPrice: sale ? centsToDecimal(Number(row.priceCents)) : null,
    extendedPrice:
      row.extendedPriceCents === null || row.extendedPriceCents === undefined ? null : centsToDecimal(Number(row.extendedPriceCents)),
    saleEndsAt: sale?.endsAt ? sale.endsAt.toISOString() : null,
    rating: Number(row.rating).toFixed(1),
    ratingCount: Number(row.ratingCount),
    salesCount: Number(row.salesCount),
    previewImage: row.previewImage,
    livePreviewUrl: row.livePreviewUrl,
    category: row.category,
    subcategory: row.subcategory,
    features: list(row.features),
    screenshots: list(row.screenshots),
    tags: list(row.tags),
    hasZip: Boolean(Number(row.hasZip)),
    createdAt: readDate(row.createdAt).toISOString(),
    updatedAt: readDate(row.updatedAt).toISOString(),
  };
}
