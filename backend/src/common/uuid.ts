/** Any RFC 9562 UUID, in either case (our ids are v7, see database/uuid-v7.ts; older rows or other tools may use v4). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path or query id as the lower-case UUID the database holds, or null for anything else ('../x',
 * arrays from repeated query parameters, empty strings): such ids are answered 404 without a query.
 */
export function parseUuid(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}
