import type { User } from '@tm/contracts/auth';
import type { CheckoutForm } from '@tm/contracts/orders.schemas';
import { CheckoutFormSchema } from '@tm/contracts/orders.schemas';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { readStorage, writeStorage } from '@tm/platform';

export type CheckoutValues = Required<CheckoutForm>;

export const EMPTY_CHECKOUT: CheckoutValues = { firstName: '', lastName: '', email: '', mobileNo: '' };

/** The fields an account can lock (the mobile number never is). */
export type LockedFields = Record<'email' | 'firstName' | 'lastName', boolean>;

/** What the signed-in user's account fills in (docs/product/storefront.md §4: the form prefills from the user). */
export function checkoutPrefill(user: User): Partial<CheckoutValues> {
  return {
    email: user.email,
    ...(user.firstName ? { firstName: user.firstName } : {}),
    ...(user.lastName ? { lastName: user.lastName } : {}),
  };
}

const passes = (field: 'firstName' | 'lastName', value: string | null) =>
  value !== null && CheckoutFormSchema.shape[field].safeParse(value).success;

/**
 * docs/product/storefront.md §5: the email is locked; first and last name are locked when the account has them. A name
 * the form would refuse (signup allows one letter) stays editable, or the customer could never check out.
 */
export function lockedCheckoutFields(user: User): LockedFields {
  return { email: true, firstName: passes('firstName', user.firstName), lastName: passes('lastName', user.lastName) };
}

/**
 * The details the buyer last submitted in this tab: back from the payment provider's page (its Cancel
 * or the browser's Back) the form shows them again, the mobile number too (decision 066). Only the
 * fields the form would accept are taken back; the account's own values still win (checkoutPrefill).
 */
export function rememberedCheckout(): Partial<CheckoutValues> {
  let stored: unknown;
  try {
    stored = JSON.parse(readStorage('session', STORAGE_KEYS.checkoutDetails) ?? 'null');
  } catch {
    return {};
  }
  if (stored === null || typeof stored !== 'object') return {};
  const kept: Partial<CheckoutValues> = {};
  for (const field of ['firstName', 'lastName', 'mobileNo'] as const) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string' && CheckoutFormSchema.shape[field].safeParse(value).success) kept[field] = value;
  }
  return kept;
}

export function rememberCheckout(values: CheckoutValues): void {
  writeStorage(
    'session',
    STORAGE_KEYS.checkoutDetails,
    JSON.stringify({ firstName: values.firstName, lastName: values.lastName, mobileNo: values.mobileNo }),
  );
}
