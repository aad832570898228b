// An order read by its id, and what a page shows when it cannot be: the payment and thank-you pages use them.
export { OrderLoadError, OrderNotFound } from './order-unavailable';
export { useOrder } from './use-order';
