import { randomUuid } from '@tm/platform';

/**
 * One Idempotency-Key per order attempt: submitting the same payload again (a retry after a lost
 * answer, or after the payment link failed) reuses it, so the server answers the order it already
 * made; any change to the payload (the cart was refreshed, the name edited) is a new attempt.
 */
export function createIdempotencyKeys(makeKey: () => string = randomUuid): (payload: unknown) => string {
  let last: { payload: string; key: string } | null = null;
  return (payload) => {
    const text = JSON.stringify(payload);
    if (last?.payload !== text) last = { payload: text, key: makeKey() };
    return last.key;
  };
}
