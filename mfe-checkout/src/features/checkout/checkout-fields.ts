import type { User } from '@tm/contracts/auth';
import type { CheckoutForm } from '@tm/contracts/orders';
import { CheckoutFormSchema } from '@tm/contracts/orders.schemas';

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

const passes = (field: 'firstName' | 'lastName', value: string | null) => value !== null && CheckoutFormSchema.shape[field].safeParse(value).success;

/**
 * docs/product/storefront.md §5: the email is locked; first and last name are locked when the account has them. A name
 * the form would refuse (signup allows one letter) stays editable, or the customer could never check out.
 */
export function lockedCheckoutFields(user: User): LockedFields {
  return { email: true, firstName: passes('firstName', user.firstName), lastName: passes('lastName', user.lastName) };
}
