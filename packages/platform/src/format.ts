/**
 * Intl formatters cost milliseconds to build (locale data): each is made on first use, not when the
 * first screen loads this module (the date ones only ever serve the dashboard and orders).
 */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const money = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));

/** Integer cents → "$12.34" (ARCHITECTURE §5: money travels as cents). */
export function formatMoney(cents: number): string {
  return money().format(Math.round(cents) / 100);
}

const dollarsOf = (amount: string | number) => (typeof amount === 'number' ? amount : Number.parseFloat(amount.replace(/[$,]/g, '')));

/** A decimal string or number of dollars ("12.5") → "$12.50", for the spec's decimal-string prices. */
export function formatDollars(amount: string | number): string {
  const value = dollarsOf(amount);
  return money().format(Number.isFinite(value) ? value : 0);
}

/** A wire price ("49.99") → 4999 cents, so sums of prices are exact; anything unreadable is 0. */
export function dollarsToCents(amount: string | number): number {
  const value = dollarsOf(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const longDate = lazily(() => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }));
const shortDate = lazily(() => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }));

/** "MMMM d, yyyy" → "January 5, 2025" (dashboard 'Account since'). */
export function formatLongDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? longDate().format(date) : '';
}

/** "MMM d, yyyy" → "Jan 5, 2025" (order history). */
export function formatShortDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? shortDate().format(date) : '';
}

/** Order numbers are shown as the first 8 characters, upper case (storefront §9). */
export { shortOrderId } from '@tm/contracts/orders';
