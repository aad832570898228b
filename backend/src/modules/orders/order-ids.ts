import { randomUUID } from 'node:crypto';
import { shortOrderId } from '@tm/contracts/orders';

/**
 * A new order's id: a random UUID, so its first 8 characters (the order number every customer, mail
 * and admin sees, docs/product/storefront.md §9) are random. A UUID v7 started with its timestamp, so orders placed
 * within about 65 s shared their number. The unique `orderNumber` column refuses a repeat; the order
 * is then written again under a new id (decision 052).
 */
export function newOrderId(): string {
  return orderIdSource.next();
}

/** Where new order ids come from: a test replaces `next` to make a number clash on purpose. */
export const orderIdSource = { next: (): string => randomUUID() };

/** The number stored with the order: the one shortOrderId shows for its id. */
export const orderNumberOf = (orderId: string) => shortOrderId(orderId);

/** Tries of an order insert whose number was taken before giving up (1 in 4 billion per order held). */
export const ORDER_NUMBER_TRIES = 5;
