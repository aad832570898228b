import { ORDER_API, ORDER_TEXTS } from '@tm/contracts/orders';
import type { CheckoutForm, CreateOrderBody, Order, PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { ApiError, UserFacingError, apiFetch, postJson, refreshServerCart, userMessage } from '@tm/platform';

/** A failed step's docs/product/storefront.md §8 text, unless the server said why. */
const stepFailure = (error: unknown, fallback: string) => new UserFacingError(userMessage(error, fallback), { cause: error });

async function createOrder(body: CreateOrderBody, idempotencyKey: string): Promise<Order> {
  try {
    return await apiFetch<Order>(ORDER_API.orders, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
  } catch (error) {
    // A refused order (prices changed, cart emptied elsewhere) means the page shows a stale cart: read it
    // again, so the summary and the button's total are the server's when the message appears.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) await refreshServerCart();
    throw stepFailure(error, ORDER_TEXTS.createFailed);
  }
}

async function createPaymentLink(form: CheckoutForm, orderId: string): Promise<string> {
  try {
    const { paymentLink } = await postJson<PaymentLinkResult>(ORDER_API.paymentLink, { ...form, orderId });
    return paymentLink;
  } catch (error) {
    throw stepFailure(error, ORDER_TEXTS.paymentLinkFailed);
  }
}

/** docs/product/storefront.md §4 checkout: the order, then the payment link; resolves to the link to follow. */
export async function placeOrder(body: CreateOrderBody, form: CheckoutForm, idempotencyKey: string): Promise<string> {
  const order = await createOrder(body, idempotencyKey);
  return createPaymentLink(form, order.id);
}
