// Text helpers the platform packages share: slugs and prefixes, PHP and JSON strings, font stacks, one-line text.
import { slugify } from '../../drafts/slugs';
import { escapeMarkup } from '../../shared/markup';

export const esc = escapeMarkup;

/** The package's slug: the template's slug, kept to [a-z0-9-], starting with a letter, at most 100 characters. */
export function packageSlug(slug: string): string {
  const clean = slugify(slug).slice(0, 100).replace(/-+$/, '');
  return /^[a-z]/.test(clean) ? clean : `tm-${clean || 'template'}`;
}

/** A PHP function prefix from a slug: 'linea-blog-0' → 'linea_blog_0'. */
export function phpPrefix(slug: string): string {
  return packageSlug(slug).replace(/-/g, '_');
}

/** A PHP class name from a slug: 'linea-blog-0' → 'Linea_Blog_0'. */
export function phpClassPrefix(slug: string): string {
  return phpPrefix(slug)
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
}

/** A single-quoted PHP string literal. */
export function phpString(value: string): string {
  return `'${oneLine(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** One line of plain text: no control characters (a name must not start new lines in a header). */
export function oneLine(value: string | number | boolean | null | undefined): string {
  return (
    String(value ?? '')
      // eslint-disable-next-line no-control-regex -- control characters and line separators become spaces
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A header value that must not close a comment: a star followed by a slash would end a PHP or CSS docblock early. */
export function headerValue(value: string | number | boolean | null | undefined): string {
  return oneLine(value).replace(/\*\//g, '* /');
}

/** The first family of a CSS font stack, unquoted: "'Inter', 'Segoe UI', sans-serif" → 'Inter'. */
export function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').replace(/['"]/g, '').trim() || 'System';
}

/** Pretty JSON with a final newline (every JSON file of a package). */
export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The theme's own address on the shop: its template page. */
export function templateUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/template/${encodeURIComponent(slug)}`;
}

export const AUTHOR = 'Template Marketplace';
export const DEFAULT_SITE_URL = 'https://example.com';
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';
