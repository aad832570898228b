import dayjs, { type Dayjs } from 'dayjs';
import { LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import { slugFromName, type ListingStatus } from '@tm/contracts/listings';
import { formOfListing, ListingInputSchema, type Listing } from '@tm/contracts/listings.schemas';
import { platformFacts, type PackagePlatform } from '@tm/contracts/platforms';
import type { ListingBody } from './listings-api';

/** The editor's fields as antd's Form holds them: text as typed, dates as dayjs, empties as ''. */
export interface ListingValues {
  name: string;
  slug: string;
  category: Category | undefined;
  subcategory: string | undefined;
  platform: PackagePlatform | undefined;
  shortDescription: string;
  longDescription: string;
  tags: string[];
  compatibility: string[];
  version: string;
  price: string;
  salePrice: string;
  /** Blank: the shop's multiple of the price (decision 091). */
  extendedPrice: string;
  saleStartsAt: Dayjs | null;
  saleEndsAt: Dayjs | null;
  livePreviewUrl: string;
  status: ListingStatus;
}

export type ListingField = keyof ListingValues;

/** A new listing: a draft with nothing chosen yet (the platform follows the category, see followChanges). */
export const NEW_LISTING: ListingValues = {
  name: '',
  slug: '',
  category: undefined,
  subcategory: undefined,
  platform: undefined,
  shortDescription: '',
  longDescription: '',
  tags: [],
  compatibility: [],
  version: '1.0.0',
  price: '',
  salePrice: '',
  extendedPrice: '',
  saleStartsAt: null,
  saleEndsAt: null,
  livePreviewUrl: '',
  status: 'draft',
};

export function valuesOf(listing: Listing): ListingValues {
  const form = formOfListing(listing);
  return {
    ...form,
    slug: listing.slug,
    salePrice: form.salePrice ?? '',
    extendedPrice: form.extendedPrice ?? '',
    saleStartsAt: form.saleStartsAt ? dayjs(form.saleStartsAt) : null,
    saleEndsAt: form.saleEndsAt ? dayjs(form.saleEndsAt) : null,
    // Only an external demo is the owner's to edit; a generated template's own (/preview/…) stays when this is empty.
    livePreviewUrl: form.livePreviewUrl && /^https?:\/\//i.test(form.livePreviewUrl) ? form.livePreviewUrl : '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The body of POST and PUT: text trimmed, an empty optional field as null, a date as ISO 8601 with the
 * admin's own offset ("2026-12-24T09:00:00+01:00"), which the schema asks for.
 */
export function bodyOf(values: ListingValues, status: ListingStatus = values.status): ListingBody {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    // An unchosen select is sent as '' and refused by the schema, at its field.
    category: (values.category ?? '') as Category,
    subcategory: values.subcategory ?? '',
    platform: (values.platform ?? '') as PackagePlatform,
    shortDescription: values.shortDescription.trim(),
    longDescription: values.longDescription,
    tags: values.tags.map((tag) => tag.trim()).filter(Boolean),
    compatibility: values.compatibility.map((line) => line.trim()).filter(Boolean),
    version: values.version.trim(),
    price: values.price.trim(),
    salePrice: orNull(values.salePrice),
    extendedPrice: orNull(values.extendedPrice),
    saleStartsAt: values.saleStartsAt ? values.saleStartsAt.format() : null,
    saleEndsAt: values.saleEndsAt ? values.saleEndsAt.format() : null,
    livePreviewUrl: orNull(values.livePreviewUrl),
    status,
  };
}

/** What the contract refuses in a body, field by field (the first message of each), before it is sent. */
export function fieldProblems(body: ListingBody): Array<{ name: ListingField; errors: string[] }> {
  const result = ListingInputSchema.safeParse(body);
  if (result.success) return [];
  const byField = new Map<ListingField, string>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(field in NEW_LISTING)) continue;
    const name = field as ListingField;
    if (!byField.has(name)) byField.set(name, messageOf(name, issue.code, issue.message));
  }
  return [...byField].map(([name, message]) => ({ name, errors: [message] }));
}

/** zod's own words for a missing choice ("Invalid option: expected one of …") read as what to do. */
function messageOf(field: ListingField, code: string, message: string): string {
  if (code !== 'invalid_value') return message;
  if (field === 'category') return 'Choose a category';
  if (field === 'platform') return 'Choose a platform';
  if (field === 'status') return 'Choose a status';
  return message;
}

/** Whether the slug still follows the name: a new listing, or a draft whose slug is the name's own. */
export function slugFollowsName(listing: Listing | undefined): boolean {
  return !listing || (listing.status === 'draft' && listing.slug === slugFromName(listing.name));
}

/**
 * The fields one change brings along: the slug made from the name (while it follows the name), the
 * category's first subcategory, and the platform its category and subcategory make (while the owner has
 * not picked one).
 */
export function followChanges(
  changed: Partial<ListingValues>,
  all: ListingValues,
  follow: { slug: boolean; platform: boolean },
): Partial<ListingValues> {
  const next: Partial<ListingValues> = {};
  if (follow.slug && 'name' in changed) next.slug = slugFromName(all.name);
  let subcategory = all.subcategory;
  if ('category' in changed && all.category) {
    const choices = LISTING_SUBCATEGORIES[all.category];
    if (!subcategory || !choices.includes(subcategory)) next.subcategory = subcategory = choices[0];
  }
  if (follow.platform && ('category' in changed || 'subcategory' in changed) && all.category && subcategory) {
    next.platform = platformFacts(all.category, subcategory).platform;
  }
  return next;
}

/**
 * The field a server message (400) is about: the contract's messages start with the field's name
 * ("Price must be …", "Sale price may be …"), and the sale rules have their own texts.
 */
const MESSAGE_FIELDS: Array<[RegExp, ListingField]> = [
  [/^Sale price\b/, 'salePrice'],
  [/^(Extended licence price|The Extended licence price)\b/, 'extendedPrice'],
  [/^Sale start\b/, 'saleStartsAt'],
  [/^Sale end\b/, 'saleEndsAt'],
  [/^(A sale needs|The sale price)\b/, 'salePrice'],
  [/^The sale must end\b/, 'saleEndsAt'],
  [/^Short description\b/, 'shortDescription'],
  [/^Long description\b/, 'longDescription'],
  [/^(A tag\b|At most \d+ tags)/, 'tags'],
  [/^(A compatibility line\b|At most \d+ compatibility)/, 'compatibility'],
  [/^Live demo\b/, 'livePreviewUrl'],
  [/^Name\b/, 'name'],
  [/^Slug\b/, 'slug'],
  [/^Version\b/, 'version'],
  [/^Price\b/, 'price'],
  [/^subcategory\b/i, 'subcategory'],
];

export function fieldOfMessage(message: string): ListingField | undefined {
  return MESSAGE_FIELDS.find(([pattern]) => pattern.test(message))?.[1];
}
