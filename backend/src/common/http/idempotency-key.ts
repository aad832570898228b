import { ORDER_LIMITS } from '@tm/contracts/orders';
import { ApiError } from './api-error';

const IDEMPOTENCY_KEY = new RegExp(`^[\\x21-\\x7e]{1,${ORDER_LIMITS.maxIdempotencyKeyLength}}$`);
export const IDEMPOTENCY_KEY_MESSAGE = `Idempotency-Key must be 1 to ${ORDER_LIMITS.maxIdempotencyKeyLength} visible characters`;

/**
 * The Idempotency-Key header of a write a client may send again (an order, a cart add): absent, or
 * 1 to 200 visible ASCII characters; anything else is 400. The same key again replays the write's
 * effect instead of doing it twice (decisions 017, 050).
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(header)) throw new ApiError(400, IDEMPOTENCY_KEY_MESSAGE);
  return header;
}
