import type { AuditEntry } from '@tm/contracts/admin.schemas';
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import { LISTING_STATUS_LABELS, type ListingStatus } from '@tm/contracts/listings';
import { formatMoney } from '@tm/platform';

/** What the audit log calls each action the server records; an action it does not know shows as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'listing.create': 'Listing created',
  'listing.edit': 'Listing edited',
  'listing.price': 'Price changed',
  'listing.publish': 'Listing published',
  'listing.unpublish': 'Listing unpublished',
  'listing.demo-upload': 'Live demo uploaded',
  'listing.demo-remove': 'Live demo removed',
  'listings.bulk-sale': 'Sale put on listings',
  'template.zip-upload': 'ZIP uploaded',
  'template.zip-delete': 'ZIP deleted',
  'template.delete': 'Template deleted',
  'order.refund': 'Order refunded',
  'order.refund-failed': 'Refund failed',
  'generation.start': 'Generation started',
  'generation.cancel': 'Generation cancelled',
  'images.start': 'Image replacement started',
  'images.stop': 'Image replacement stopped',
  'review.remove': 'Review removed',
  'reviews.samples-generate': 'Sample reviews generated',
  'reviews.samples-remove': 'Sample reviews removed',
  'settings.update': 'Settings updated',
  'settings.logo-upload': 'Logo uploaded',
  'settings.logo-remove': 'Logo removed',
  'settings.first-steps-dismiss': 'First steps hidden',
  'settings.first-steps-show': 'First steps shown',
  // Decision 086: an account deleted on its owner's request.
  'customer.delete-account': 'Customer account deleted',
};

/** The listing's fields as the editor's form names them (the audit log records the stored columns). */
const FIELD_LABELS: Record<string, string> = {
  slug: 'Slug',
  name: 'Name',
  description: 'Short description',
  longDescription: 'Long description',
  category: 'Category',
  subcategory: 'Subcategory',
  platform: 'Platform',
  tags: 'Tags',
  compatibility: 'Compatibility',
  version: 'Version',
  priceCents: 'Price',
  salePriceCents: 'Sale price',
  saleStartsAt: 'Sale starts',
  saleEndsAt: 'Sale ends',
  livePreviewUrl: 'Live demo',
  status: 'Status',
  images: 'Images',
  coverImageId: 'Cover image',
};

const CENTS_FIELDS = new Set(['priceCents', 'salePriceCents']);
const TIME_FIELDS = new Set(['saleStartsAt', 'saleEndsAt']);

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** "coverImageId" → "Cover image", and an unknown "bulkDiscount" → "Bulk discount". */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

let dateTime: Intl.DateTimeFormat | undefined;
/** "Dec 7, 2026, 1:23:45 AM" in the admin's time zone (a zone may be given, for tests). */
export function formatAuditTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const format = timeZone
    ? new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone })
    : (dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }));
  return format.format(date);
}

/** A value as the log shows it; `empty` when there was none (shown as "none", not as a blank). */
export interface ShownValue {
  text: string;
  empty: boolean;
}

const NONE: ShownValue = { text: 'none', empty: true };
const shown = (text: string): ShownValue => ({ text, empty: false });

/** One field's recorded value, readable: cents as dollars, statuses and categories by their labels, lists joined. */
export function formatAuditValue(field: string, value: unknown, timeZone?: string): ShownValue {
  if (value === null || value === undefined || value === '') return NONE;
  if (CENTS_FIELDS.has(field) && typeof value === 'number') return shown(formatMoney(value));
  if (TIME_FIELDS.has(field) && typeof value === 'string') return shown(formatAuditTime(value, timeZone));
  if (field === 'status' && typeof value === 'string') return shown(LISTING_STATUS_LABELS[value as ListingStatus] ?? value);
  if (field === 'category' && typeof value === 'string') return shown(CATEGORY_LABELS[value as Category] ?? value);
  if (typeof value === 'boolean') return shown(value ? 'Yes' : 'No');
  if (typeof value === 'string' || typeof value === 'number') return shown(String(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return shown(value.join(', '));
    // Stored images and the like: how many, not their JSON.
    return shown(
      `${value.length} ${field === 'images' ? (value.length === 1 ? 'image' : 'images') : value.length === 1 ? 'item' : 'items'}`,
    );
  }
  return shown(JSON.stringify(value));
}

/** One changed field of an entry, ready to show. */
export interface ChangeLine {
  field: string;
  label: string;
  before: ShownValue;
  after: ShownValue;
}

/** The entry's changes in the order recorded (the form's order), each field labelled and its values readable. */
export function changeLines(changes: AuditEntry['changes'], timeZone?: string): ChangeLine[] {
  if (!changes) return [];
  return Object.entries(changes).map(([field, { before, after }]) => ({
    field,
    label: fieldLabel(field),
    before: formatAuditValue(field, before, timeZone),
    after: formatAuditValue(field, after, timeZone),
  }));
}

/** A creation records every field as set from nothing: shown as the values it was made with, not as n changes from "none". */
export const isCreation = (lines: readonly ChangeLine[]): boolean => lines.length > 0 && lines.every((line) => line.before.empty);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * What the filter asks the server for: the id typed, or the one inside a pasted editor address
 * (…/admin/templates/<id>/edit); the server matches target ids exactly.
 */
export function targetIdOf(typed: string): string {
  const text = typed.trim();
  const id = UUID.exec(text)?.[0];
  return id ? id.toLowerCase() : text;
}
