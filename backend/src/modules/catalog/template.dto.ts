import { centsToDecimal, type Category } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
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
    'createdAt',
    'updatedAt',
  ]
    .map((c) => `${alias}.${c}`)
    .join(', ');

const list = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

/** docs/product/storefront.md §3 Template: price "49.00", rating "4.6", ISO dates, images as stored. */
export function toTemplateDto(row: TemplateRow): Template {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: centsToDecimal(Number(row.priceCents)),
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
