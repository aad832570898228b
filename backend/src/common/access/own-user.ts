import { ApiError } from '../http/api-error';

export const OTHER_USER_MESSAGE = "You can only access your own account's data";

/**
 * For routes that take a userId in the query or path (GET /api/cart?userId=…, /api/users/:userId/…):
 * the id must be the session user's, else 403. Returns the id to use, which is always the session's.
 */
export function assertOwnUserId(sessionUser: { id: string } | undefined, requestedUserId: unknown): string {
  if (!sessionUser || typeof requestedUserId !== 'string' || requestedUserId !== sessionUser.id) {
    throw new ApiError(403, OTHER_USER_MESSAGE);
  }
  return sessionUser.id;
}
