import type { PackagePlatform } from '@tm/contracts/platforms';

/** A platform an uploaded ZIP shows itself to be made for, by the files that platform requires. */
export type RecognisedFormat = 'wordpress-theme' | 'wordpress-plugin' | 'shopify-theme' | 'ghost-theme';

export const FORMAT_LABELS: Record<RecognisedFormat, string> = {
  'wordpress-theme': 'a WordPress theme',
  'wordpress-plugin': 'a WordPress plugin',
  'shopify-theme': 'a Shopify theme',
  'ghost-theme': 'a Ghost theme',
};

/** The recognised formats a template of each platform may be sold with; an unrecognised ZIP is never refused. */
const ACCEPTED: Record<PackagePlatform, readonly RecognisedFormat[]> = {
  'wordpress-block-theme': ['wordpress-theme'],
  'wordpress-plugin': ['wordpress-plugin'],
  'shopify-theme': ['shopify-theme'],
  'ghost-theme': ['ghost-theme'],
  'html-site': [],
  'marketing-kit': [],
};

/** Files whose first bytes may tell a WordPress theme or plugin (its header comment): style.css and PHP files one folder deep at most. */
export const isHeaderFile = (name: string): boolean => /^([^/]+\/)?(style\.css|[^/]+\.php)$/i.test(name);

/**
 * What an uploaded ZIP is, by the files each platform requires at its top (or in its one top folder,
 * as themes are shipped): Shopify's layout/theme.liquid, Ghost's index.hbs and post.hbs, a WordPress
 * theme's style.css with a "Theme Name:" header (or a block theme's theme.json with templates/), a
 * WordPress plugin's PHP file with a "Plugin Name:" header. null when it is none of them (an HTML
 * site, a marketing kit, or something we cannot tell).
 */
export function recognisedFormat(names: readonly string[], heads: ReadonlyMap<string, string>): RecognisedFormat | null {
  const files = names.filter((name) => !name.endsWith('/'));
  const top = files[0]?.split('/')[0] ?? '';
  const prefix = files.length > 0 && files.every((name) => name.startsWith(`${top}/`)) ? `${top}/` : '';
  const roots = new Map(files.map((name) => [name.slice(prefix.length), name]));
  if (roots.has('layout/theme.liquid')) return 'shopify-theme';
  if (roots.has('index.hbs') && roots.has('post.hbs')) return 'ghost-theme';
  const style = roots.get('style.css');
  if (style && /Theme Name\s*:/i.test(heads.get(style) ?? '')) return 'wordpress-theme';
  if (roots.has('theme.json') && [...roots.keys()].some((root) => root.startsWith('templates/') && root.endsWith('.html')))
    return 'wordpress-theme';
  for (const [root, name] of roots)
    if (/^[^/]+\.php$/i.test(root) && /Plugin Name\s*:/i.test(heads.get(name) ?? '')) return 'wordpress-plugin';
  return null;
}

/** The refusal's reason when a recognised ZIP is another platform's than the template is sold as; null when it fits or cannot be told. */
export function formatMismatch(expected: PackagePlatform, found: RecognisedFormat | null): RecognisedFormat | null {
  return found !== null && !ACCEPTED[expected].includes(found) ? found : null;
}
