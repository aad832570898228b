// Decision 039: the wishlist and the downloads library of a signed-in customer. Zod-free: the
// storefront's cards import these (a heart on every card).
import type { Category } from './catalog';
import type { Template } from './catalog.schemas';

export const WISHLIST_API = {
  /** GET: the wishlist's templates, newest first. */
  list: '/api/wishlist',
  /** GET: only the ids (the hearts on cards). */
  ids: '/api/wishlist/ids',
  /** PUT adds (idempotent), DELETE removes (idempotent). */
  item: '/api/wishlist/:templateId',
} as const;

export const LIBRARY_API = {
  /** GET: every template the customer owns, once, whatever order bought it. */
  list: '/api/library',
} as const;

export const WISHLIST_LIMITS = {
  /** A wishlist is a shortlist, not a second catalog: past this, adding is refused (409). */
  maxItems: 500,
} as const;

export const WISHLIST_MESSAGES = {
  signedOut: 'Please sign in to save templates to your wishlist',
  admin: 'Admin accounts have no wishlist',
  notFound: 'Template not found',
  full: `Your wishlist is full (${WISHLIST_LIMITS.maxItems} templates). Remove one to add another.`,
} as const;

export const LIBRARY_MESSAGES = {
  signedOut: 'Please sign in to see your downloads',
  admin: 'Admin accounts have no downloads library',
} as const;

export const wishlistItemPath = (templateId: string) => WISHLIST_API.item.replace(':templateId', encodeURIComponent(templateId));

export interface WishlistIds {
  templateIds: string[];
}

export interface WishlistEntry {
  template: Template;
  addedAt: string;
}

export interface Wishlist {
  items: WishlistEntry[];
}

/** One owned template of the library: the newest version, downloaded through the order item that bought it last. */
export interface LibraryItem {
  templateId: string;
  /** As it was bought (the order item's snapshot); the template may have been renamed or removed since. */
  name: string;
  slug: string;
  category: Category;
  subcategory: string;
  previewImage: string;
  /** The template is still in the catalog (its page can be opened). */
  listed: boolean;
  /** First purchase. */
  purchasedAt: string;
  orderId: string;
  orderItemId: string;
  /** The uploaded version buyers get now; null when the download is the generated package. */
  version: { number: number; updatedAt: string } | null;
  /** A newer version came out after this customer's last download of it. */
  updatedSinceDownload: boolean;
}

export interface Library {
  items: LibraryItem[];
}
