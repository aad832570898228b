// style.css of the block theme: the theme header WordPress reads, and the few rules theme.json cannot express.
import { AUTHOR, headerValue } from '../common/text';
import { GPL, PHP_REQUIRES, WP_REQUIRES, WP_TESTED } from '../common/wp-readme';
import type { ThemeContext } from './templates';

export const THEME_VERSION = '1.0.0';
export const WC_REQUIRES = '8.0';
export const WC_TESTED = '9.8';

/** Subject tags of the wordpress.org theme directory, by subcategory (the directory allows three). */
const SUBJECT_TAGS: Record<string, string[]> = {
  'blog-magazine': ['blog', 'news'],
  portfolio: ['portfolio', 'photography'],
  ecommerce: ['e-commerce'],
  woocommerce: ['e-commerce'],
  education: ['education'],
  creative: ['portfolio'],
};

export function themeTags(ctx: ThemeContext): string[] {
  const subject = SUBJECT_TAGS[ctx.content.subcategory] ?? [];
  return [
    ...subject,
    'one-column',
    'wide-blocks',
    'block-patterns',
    'custom-colors',
    'editor-style',
    'featured-images',
    'full-site-editing',
    'threaded-comments',
    'translation-ready',
  ];
}

export function styleCss(ctx: ThemeContext, meta: { themeUri: string; authorUri: string; description: string }): string {
  const lines = [
    `Theme Name: ${headerValue(ctx.name)}`,
    `Theme URI: ${meta.themeUri}`,
    `Author: ${AUTHOR}`,
    `Author URI: ${meta.authorUri}`,
    `Description: ${headerValue(meta.description)}`,
    `Requires at least: ${WP_REQUIRES}`,
    `Tested up to: ${WP_TESTED}`,
    `Requires PHP: ${PHP_REQUIRES}`,
    `Version: ${THEME_VERSION}`,
    `License: ${GPL.name}`,
    `License URI: ${GPL.uri}`,
    `Text Domain: ${ctx.slug}`,
    `Tags: ${themeTags(ctx).join(', ')}`,
    ...(ctx.shop ? [`WC requires at least: ${WC_REQUIRES}`, `WC tested up to: ${WC_TESTED}`] : []),
  ];
  return `/*
${lines.join('\n')}
*/

/* Most styles live in theme.json; these are the few it cannot express. */
a:focus-visible,
button:focus-visible,
.wp-element-button:focus-visible {
  outline: 2px solid var(--wp--preset--color--accent);
  outline-offset: 2px;
}

.wp-block-post-title a {
  text-decoration: none;
}

.wp-block-navigation a:where(:not(.wp-element-button)) {
  text-decoration: none;
}

.wp-block-quote cite {
  display: block;
  margin-top: 0.5rem;
  font-size: var(--wp--preset--font-size--small);
  color: var(--wp--preset--color--muted);
  font-style: normal;
}
`;
}
