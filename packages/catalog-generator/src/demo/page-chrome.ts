// The live demo's header (or magazine masthead) and footer.
import type { PageContent } from '../content/page-types';
import { escapeMarkup as esc } from '../shared/markup';
import { logo } from './pieces';

export function header(c: PageContent): string {
  if (c.kind === 'blog' && c.layout === 'magazine-grid') {
    return `<header class="masthead" id="top"><div class="wrap">${logo(c)}<nav aria-label="Sections">${c.nav.map((n) => `<a href="#posts">${esc(n)}</a>`).join('')}</nav></div></header>`;
  }
  const announce = c.kind === 'shop' ? '<div class="announce">Free shipping on orders over $50 · Easy 30-day returns</div>' : '';
  return `${announce}<header class="site-header" id="top"><div class="wrap">${logo(c)}<nav class="site-nav" aria-label="Main">${c.nav
    .map((n) => `<a href="#main">${esc(n)}</a>`)
    .join('')}</nav><a class="btn" href="#main">${esc(c.kind === 'shop' ? 'Cart (2)' : c.cta)}</a></div></header>`;
}

export function footer(c: PageContent): string {
  const cols: Array<[string, string[]]> = [
    ['Explore', c.nav.slice(0, 3)],
    ['Company', ['About', 'Careers', 'Contact']],
    ['Help', ['FAQ', 'Privacy', 'Terms']],
  ];
  return `<footer class="site-footer"><div class="wrap"><div class="cols"><div>${logo(c)}<p style="margin-top:14px;max-width:360px">${esc(c.intro)}</p></div>${cols
    .map(([h, links]) => `<div><h2 class="foot-h">${esc(h)}</h2>${links.map((l) => `<a href="#top">${esc(l)}</a>`).join('')}</div>`)
    .join('')}</div><div class="legal">© 2025 ${esc(c.brand)}. All rights reserved.</div></div></footer>`;
}
