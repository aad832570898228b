/** Any RFC 9562 UUID (order ids are v7; older rows or other tools may use v4). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path or query id as the lower-case UUID the database holds, or null for anything else ('../x',
 * arrays from repeated query parameters, empty strings): such ids are answered 404 without a query.
 */
export function parseUuid(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

/**
 * A snapshot slug made safe for a file name, a header value and a ZIP folder: slugs are [a-z0-9-]
 * already, but a snapshot is kept as it was and must never carry '/', '..' or quotes into either.
 */
export function fileSlug(slug: string): string {
  const safe = slug
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
  return safe || 'template';
}
