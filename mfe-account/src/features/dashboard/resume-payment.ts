import type { CheckoutForm, Order } from '@tm/contracts/orders.schemas';

/**
 * "Ada King Lovelace" → Ada King / Lovelace. The payment link joins first and last name again with one
 * space, so any split at a space gives the order back its name; the last word is the likeliest surname.
 */
export function splitCustomerName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const at = trimmed.lastIndexOf(' ');
  return at < 0 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, at).trim(), lastName: trimmed.slice(at + 1) };
}

/**
 * What the payment link asks for, from the pending order as it was placed (its name, email and the
 * phone given at checkout). A detail the order lacks is empty: the dashboard asks for it.
 */
export function paymentDetailsOf(order: Pick<Order, 'customerName' | 'customerEmail' | 'customerPhone'>): CheckoutForm {
  return { ...splitCustomerName(order.customerName), email: order.customerEmail, mobileNo: order.customerPhone ?? '' };
}
