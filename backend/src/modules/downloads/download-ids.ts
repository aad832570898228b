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
