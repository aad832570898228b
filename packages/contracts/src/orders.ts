// Zod-free at run time (like catalog.ts and cart.ts); the schemas live in orders.schemas.ts.

/** docs/product/storefront.md §3/§4: an order starts pending and becomes completed through the payment gateway. */
export const ORDER_STATUSES = ['pending', 'completed', 'cancelled', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_API = {
  /** POST: the order from the caller's cart (header Idempotency-Key). */
  orders: '/api/orders',
  /** GET: one order with its items (owner or admin). */
  order: '/api/orders/:orderId',
  /** GET: the items of a completed order. */
  orderItems: '/api/orders/:orderId/items',
  /** PATCH {session}: completes a pending order with the gateway's signed session token. */
  complete: '/api/orders/:orderId/complete',
  /** POST (no body): cancels the caller's own pending order (dashboard's Cancel); 409 when not pending. */
  cancel: '/api/orders/:orderId/cancel',
  /** GET: the user's orders, newest first, with items. */
  userOrders: '/api/users/:userId/orders',
  /** GET: ids of the templates the user bought (completed orders): 'You own this'. */
  ownedTemplates: '/api/users/:userId/owned-templates',
  /** POST: checkout fields + orderId → where the buyer pays: the simulated gateway (a signed session) or the provider's checkout page. */
  paymentLink: '/api/payment-link',
  /** POST from Stripe only: signed events (decision 042). */
  stripeWebhook: '/api/payments/stripe/webhook',
  /** GET ?email=&token=: every item of a completed order in one ZIP. */
  downloadOrder: '/api/downloads/order/:orderId',
  /** GET ?orderId=&email=&token=: one item's ZIP. `itemId` is an order item id or a template id of that order. */
  downloadItem: '/api/downloads/template/:itemId',
} as const;

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
export const orderPath = (orderId: string) => fill(ORDER_API.order, { orderId });
export const orderItemsPath = (orderId: string) => fill(ORDER_API.orderItems, { orderId });
export const completeOrderPath = (orderId: string) => fill(ORDER_API.complete, { orderId });
export const cancelOrderPath = (orderId: string) => fill(ORDER_API.cancel, { orderId });
export const userOrdersPath = (userId: string) => fill(ORDER_API.userOrders, { userId });
export const ownedTemplatesPath = (userId: string) => fill(ORDER_API.ownedTemplates, { userId });
export const downloadOrderPath = (orderId: string, query: { email?: string; token?: string } = {}) =>
  withQuery(fill(ORDER_API.downloadOrder, { orderId }), query);
export const downloadItemPath = (itemId: string, query: { orderId: string; email?: string; token?: string }) =>
  withQuery(fill(ORDER_API.downloadItem, { itemId }), query);

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The query parameter a provider's Cancel brings the buyer back to /checkout with: the page says 'Payment Cancelled'. */
export const PAYMENT_CANCELLED_PARAM = 'payment-cancelled';

export const ORDER_LIMITS = {
  /** A payment session (the gateway link) is valid this long. */
  paymentSessionMs: 30 * 60_000,
  /** Download links in the confirmation email are valid this long. */
  emailDownloadLinkMs: 7 * 24 * 60 * 60_000,
  maxItems: 100,
  maxIdempotencyKeyLength: 200,
  /** docs/product/storefront.md §9 payment simulation. */
  progressPerSecond: 25,
  completeDelayMs: 500,
  /** The gateway page polls the order this often while a provider's confirmation is on its way. */
  confirmationPollMs: 1_000,
  /** After this long without a confirmation, the page says the buyer may leave (the order still completes). */
  confirmationPatienceMs: 30_000,
  /** Download button: 'Downloaded' after ~1 s, idle again after ~2 s; Copy Order Link copied state 2 s. */
  downloadedMarkMs: 1_000,
  downloadBusyMs: 2_000,
  copiedMs: 2_000,
  /** Dashboard order list height. */
  orderListHeightPx: 600,
} as const;

export const ORDER_MESSAGES = {
  cartEmpty: 'Your cart is empty',
  priceChanged: 'Prices have changed, please review your cart',
  notInCart: 'Every item of the order must be in your cart',
  /** A template in the cart went back to draft: the owner took it off sale (decision 076). */
  noLongerForSale: 'A template in your cart is no longer for sale: remove it from your cart to go on',
  idempotencyReused: 'This Idempotency-Key was already used for a different order',
  orderNotFound: 'Order not found',
  orderNotPending: 'This order is no longer awaiting payment',
  orderNotCompleted: 'This order is not completed',
  invalidPaymentSession: 'Invalid payment session',
  expiredPaymentSession: 'This payment session has expired, please place the order again',
  usedPaymentSession: 'This payment session has already been used',
  itemNotFound: 'Order item not found',
  invalidDownloadLink: 'This download link is invalid or has expired',
  adminNoOrders: 'Admins do not place orders',
  alreadyOwned: 'You already own this template',
  accountEmailOnly: "Order confirmations go to your account's email address only",
  orderCancelled: 'This order has been cancelled',
  pendingElsewhere:
    'You have just paid for this template in another order. Its confirmation is on its way: check your dashboard in a moment.',
  paymentConfirming: 'Your payment for this order is being confirmed',
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
} as const;

/** docs/product/storefront.md §5 checkout validation. */
export const CHECKOUT_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  mobileNo: 'Mobile number must be at least 10 digits',
} as const;

/** The client's toasts and texts (docs/product/storefront.md §2, §8). */
export const ORDER_TEXTS = {
  createFailed: 'Failed to create order',
  paymentLinkFailed: 'Failed to generate payment link',
  processFailed: 'Failed to process order',
  paymentError: { title: 'Payment Error', description: 'There was an issue processing your payment. Please try again.' },
  paymentCancelled: 'Payment Cancelled',
  /** The gateway page when a provider's confirmation is slow: the order completes whenever it arrives. */
  paymentStillConfirming: 'Your payment is being confirmed. You will receive an email as soon as it is; you can safely leave this page.',
  /** The dashboard's expired order (decision 066): its payment window closed unpaid. */
  orderExpired: 'This order expired unpaid: its payment window closed and nothing was charged. Place your order again from your cart.',
  /** The gateway page when the payment came for an order that could no longer take it (decision 066). */
  latePaymentRefunded:
    'This order was no longer awaiting payment when your payment arrived (it had been cancelled, or its templates were bought in another order), so we have refunded your payment in full. Nothing was bought with it.',
  loginRequired: { title: 'Login Required', description: 'Please log in to proceed with checkout.' },
  ordersLoadFailed: 'Failed to load orders. Please try again.',
  linkCopied: 'Order link copied to clipboard!',
} as const;

/** docs/product/storefront.md §2 gateway messages by progress (0-100). */
export function paymentProgressMessage(progress: number): string {
  if (progress >= 100) return 'Payment successful!';
  if (progress >= 75) return 'Finalizing payment...';
  if (progress >= 50) return 'Authorizing transaction...';
  if (progress >= 25) return 'Verifying payment details...';
  return 'Connecting to payment processor...';
}

/** Custom-build lines (a later issue) are recognised by slug or name (docs/product/storefront.md §2 downloads card). */
export const CUSTOM_BUILD_SLUG = 'custom-build-service';
export const isCustomBuildItem = (template: { slug: string; name: string }) =>
  template.slug === CUSTOM_BUILD_SLUG || template.name.includes('Custom Website Build');

/** docs/product/storefront.md §9: an order number is the id's first 8 characters, upper case. */
export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase();
