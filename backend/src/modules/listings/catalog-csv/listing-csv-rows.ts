import { LISTING_CSV_LIST_SEPARATOR, type ListingCsvColumn } from '@tm/contracts/listings';
import { formOfListing, type Listing, type ListingForm } from '@tm/contracts/listings.schemas';

/** A CSV record as read: a column's text, or undefined when the file has no such column. */
export type CsvRecord = Partial<Record<ListingCsvColumn, string>>;

const list = (values: readonly string[]) => values.join(LISTING_CSV_LIST_SEPARATOR);
const items = (text: string) =>
  text
    .split('|')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A listing as one CSV record (decision 077): every column of the editor's form, images and ZIP as stored. */
export function toCsvRecord(listing: Listing): Record<ListingCsvColumn, string> {
  return {
    id: listing.id,
    slug: listing.slug,
    name: listing.name,
    status: listing.status,
    category: listing.category,
    subcategory: listing.subcategory,
    platform: listing.platform,
    shortDescription: listing.shortDescription,
    longDescription: listing.longDescription,
    tags: list(listing.tags),
    compatibility: list(listing.compatibility),
    version: listing.version,
    price: listing.price,
    salePrice: listing.salePrice ?? '',
    saleStartsAt: listing.saleStartsAt ?? '',
    saleEndsAt: listing.saleEndsAt ?? '',
    livePreviewUrl: listing.livePreviewUrl ?? '',
    images: JSON.stringify(listing.images),
    coverImageId: listing.coverImageId ?? '',
    hasZip: listing.hasZip ? 'yes' : 'no',
  };
}

/** What a new listing is when a column is left out of the file. */
const NEW_LISTING: Omit<ListingForm, 'name' | 'category' | 'subcategory' | 'price' | 'platform'> = {
  shortDescription: '',
  longDescription: '',
  tags: [],
  compatibility: [],
  version: '',
  salePrice: null,
  saleStartsAt: null,
  saleEndsAt: null,
  livePreviewUrl: null,
  status: 'draft',
};

/**
 * The editor's form for a record: the file's columns over the listing as it is (`current`), or over a
 * new listing's defaults. Empty optional cells mean "none"; the read-only columns are not read.
 */
export function formOfRecord(
  record: CsvRecord,
  current: Listing | null,
  defaultPlatform: (category: string, subcategory: string) => string,
): ListingForm {
  const base: ListingForm = current
    ? formOfListing(current)
    : ({ ...NEW_LISTING, name: '', category: 'html', subcategory: '', price: '', platform: 'html-site' } as ListingForm);
  const text = (column: ListingCsvColumn) => record[column];
  const optional = (column: ListingCsvColumn, fallback: string | null) => {
    const value = record[column];
    if (value === undefined) return fallback;
    return value.trim() === '' ? null : value.trim();
  };
  const form: Record<string, unknown> = { ...base };
  for (const column of [
    'name',
    'slug',
    'status',
    'category',
    'subcategory',
    'shortDescription',
    'longDescription',
    'version',
    'price',
  ] as const) {
    const value = text(column);
    if (value !== undefined) form[column] = value;
  }
  if (record.tags !== undefined) form.tags = items(record.tags);
  if (record.compatibility !== undefined) form.compatibility = items(record.compatibility);
  form.salePrice = optional('salePrice', base.salePrice);
  form.saleStartsAt = optional('saleStartsAt', base.saleStartsAt);
  form.saleEndsAt = optional('saleEndsAt', base.saleEndsAt);
  form.livePreviewUrl = optional('livePreviewUrl', base.livePreviewUrl);
  const platform = record.platform?.trim();
  form.platform = platform
    ? platform
    : current && record.category === undefined
      ? base.platform
      : defaultPlatform(String(form.category), String(form.subcategory));
  return form as unknown as ListingForm;
}
