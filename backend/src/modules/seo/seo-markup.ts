import { escapeHtml, jsonForScript } from '@tm/contracts/html-escape';

/** Shortens text to a meta description (search engines show ~155 characters), on a word boundary. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export interface HeadTags {
  description: string;
  canonicalUrl: string;
  ogType: 'website' | 'product';
  ogTitle: string;
  imageUrl?: string;
  siteName: string;
  robots?: string;
  jsonLd?: unknown;
}

/** The meta, link and script tags of a page head, every value escaped. */
export function renderHeadTags(t: HeadTags): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    meta('name', 'description', t.description),
    t.robots ? meta('name', 'robots', t.robots) : '',
    `<link rel="canonical" href="${escapeHtml(t.canonicalUrl)}">`,
    meta('property', 'og:site_name', t.siteName),
    meta('property', 'og:title', t.ogTitle),
    meta('property', 'og:description', t.description),
    meta('property', 'og:type', t.ogType),
    meta('property', 'og:url', t.canonicalUrl),
    t.imageUrl ? meta('property', 'og:image', t.imageUrl) : '',
    meta('name', 'twitter:card', t.imageUrl ? 'summary_large_image' : 'summary'),
    t.jsonLd === undefined ? '' : `<script type="application/ld+json">${jsonForScript(t.jsonLd)}</script>`,
  ];
  return tags.filter(Boolean).join('');
}
