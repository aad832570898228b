// Zod-free at run time: the back office, the cart and the server import these; schemas are in discounts.schemas.ts.
import type { Category } from './catalog';

/** Discount codes (decision 090): made in the back office, applied in the cart, counted when an order completes. */
export const DISCOUNT_API = {
  /** GET → AdminDiscountCode[]; POST DiscountCodeBody → AdminDiscountCode (201). Admin only. */
  adminCodes: '/api/admin/discount-codes',
  /** PUT DiscountCodeUpdate (with its revision) → AdminDiscountCode. Admin only. */
  adminCode: '/api/admin/discount-codes/:id',
  /** POST { revision } → AdminDiscountCode, archived. Admin only. */
  adminArchive: '/api/admin/discount-codes/:id/archive',
  /** POST { code } → DiscountQuote for the buyer's cart as it is: the cart's "Have a code?". Throttled like sign-in. */
  apply: '/api/cart/discount',
} as const;

export const discountCodePath = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_SCOPES = ['all', 'chosen'] as const;
export type DiscountScope = (typeof DISCOUNT_SCOPES)[number];

export const DISCOUNT_STATUSES = ['scheduled', 'active', 'expired', 'used-up', 'archived'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  scheduled: 'Scheduled',
  active: 'Active',
  expired: 'Expired',
  'used-up': 'Used up',
  archived: 'Archived',
};

export const DISCOUNT_LIMITS = {
  codeMin: 3,
  codeMax: 32,
  /** Letters, digits, dash and underscore; stored in capitals, matched whatever the case typed. */
  codePattern: /^[A-Za-z0-9_-]+$/,
  maxAmountOffCents: 10_000_000,
  maxMinimumOrderCents: 10_000_000,
  maxUsageLimit: 1_000_000,
  maxTargets: 200,
  /** Failed code tries before the cart's code field answers 429: per account from one address, and per address. */
  accountMaxFailures: 5,
  accountWindowMs: 15 * 60 * 1000,
  ipMaxFailures: 30,
  ipWindowMs: 15 * 60 * 1000,
} as const;

/** A code as stored and compared: trimmed, capitals. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();

export const DISCOUNT_MESSAGES = {
  unknown: 'This code is not valid',
  notYetValid: 'This code is not valid yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  alreadyUsed: 'You have already used this code',
  minimumNotMet: (minimum: string) => `This code needs an order of at least ${minimum}`,
  notForTheseTemplates: 'This code is not for the templates in your cart',
  cartEmpty: 'Your cart is empty',
  tooManyTries: 'Too many codes tried. Please wait a few minutes and try again.',
  /** Place Order: the discount shown is no longer what the code gives (the cart or the code changed). */
  changed: 'The discount on your order has changed. Please review your cart.',
  codeTaken: 'A discount code with this name already exists',
  notFound: 'Discount code not found',
  stale: 'This discount code was changed by someone else. Reload it and try again.',
  archived: 'This discount code is archived and can no longer be changed',
} as const;

/** What a code is now: archived, used up and the dates come before active. */
export function discountStatusOf(
  code: { archived: boolean; startsAt: string | null; endsAt: string | null; usageLimit: number | null; usedCount: number },
  now: Date,
): DiscountStatus {
  if (code.archived) return 'archived';
  if (code.endsAt !== null && Date.parse(code.endsAt) <= now.getTime()) return 'expired';
  if (code.usageLimit !== null && code.usedCount >= code.usageLimit) return 'used-up';
  if (code.startsAt !== null && Date.parse(code.startsAt) > now.getTime()) return 'scheduled';
  return 'active';
}

/** What a code takes off, as a shopper reads it: "20% off", "$5.00 off". */
export function discountLabel(code: { kind: DiscountKind; percentOff: number | null; amountOff: string | null }): string {
  return code.kind === 'percent' ? `${code.percentOff ?? 0}% off` : `$${code.amountOff ?? '0.00'} off`;
}

export type DiscountTargetCategory = Category;
