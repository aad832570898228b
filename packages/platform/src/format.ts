/**
 * The first Intl formatter (or number toLocaleString) of a page loads the browser's locale data: about
 * 90-180 ms of main thread on a busy laptop, four times that on Lighthouse's phone (decision 026). Prices
 * and counts are plain en-US, so the first screen formats them itself; the date formatters, for the
 * dashboard and orders only, are made on first use.
 */
function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** A whole number with en-US thousands separators: 12345 → "12,345" (what toLocaleString('en-US') gives). */
export function formatCount(value: number): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Whole cents of a non-negative amount, rounded half up on its decimal digits as Intl does (1.005 → 101). */
function centsOf(abs: number): number {
  const text = String(abs);
  if (text.includes('e')) return Math.round(abs * 100); // beyond any price: binary rounding will do
  const [whole = '0', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  return fraction.length > 2 && fraction[2]! >= '5' ? cents + 1 : cents;
}

/** Dollars → "$1,234.50" / "-$0.50", as Intl's en-US USD currency format. */
function usd(dollars: number): string {
  const cents = centsOf(Math.abs(dollars));
  return `${dollars < 0 ? '-' : ''}$${formatCount(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents → "$12.34" (docs/architecture.md §5: money travels as cents). */
export function formatMoney(cents: number): string {
  return usd(Math.round(cents) / 100);
}

const dollarsOf = (amount: string | number) => (typeof amount === 'number' ? amount : Number.parseFloat(amount.replace(/[$,]/g, '')));

/** A decimal string or number of dollars ("12.5") → "$12.50", for the spec's decimal-string prices. */
export function formatDollars(amount: string | number): string {
  const value = dollarsOf(amount);
  return usd(Number.isFinite(value) ? value : 0);
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

/** Order numbers are shown as the first 8 characters, upper case (docs/product/storefront.md §9). */
export { shortOrderId } from '@tm/contracts/orders';
