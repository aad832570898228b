import type { SessionData } from 'express-session';
import { SESSION_TTL_MS } from '@tm/contracts/limits';

/**
 * What a session remembers about its user: the id, the epoch that a password reset bumps, and when the
 * sign-in ends however active the session is (SESSION_ABSOLUTE_TTL_MS after it, decision 021).
 */
export interface SessionUserRef {
  id: string;
  epoch: number;
  /** Epoch milliseconds, by the injectable Clock. */
  until: number;
}

/** When a signed-in session ends at the latest, if it is one. */
export function signedInUntil(session: SessionData): number | undefined {
  const until = (session as { passport?: { user?: Partial<SessionUserRef> } }).passport?.user?.until;
  return typeof until === 'number' ? until : undefined;
}

/**
 * When a store should forget the session: SESSION_TTL_MS (the cookie's max age) after its last use,
 * but never later than the end of its sign-in. Measured by the Clock, like every other expiry.
 */
export function storedExpiryMs(session: SessionData, now: number): number {
  const idle = now + (session.cookie?.originalMaxAge ?? SESSION_TTL_MS);
  return Math.min(idle, signedInUntil(session) ?? Number.POSITIVE_INFINITY);
}
