// Small HTML pieces of the live demo: photo placeholders, icons, product shapes, stars, avatars' initials and the logo.
import type { PageContent } from '../content/page-types';
import { escapeMarkup as esc } from '../shared/markup';

const HILLS =
  '<svg viewBox="0 0 100 75" preserveAspectRatio="none" aria-hidden="true"><circle cx="70" cy="24" r="8" fill="#fff" opacity=".55"/><path d="M0 75L30 38L55 60L75 45L100 64V75Z" fill="#000" opacity=".16"/><path d="M0 75L18 58L45 69L80 55L100 67V75Z" fill="#000" opacity=".22"/></svg>';

export function photo(variant: number, extra = '', inner = ''): string {
  return `<div class="ph v${((variant % 4) + 4) % 4}${extra ? ` ${extra}` : ''}" role="img" aria-label="Photo">${HILLS}${inner}</div>`;
}

const ICONS = [
  '<path d="M5 12l5 5L20 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>',
  '<path d="M13 2L4 14h7l-1 8 9-12h-7z" fill="currentColor"/>',
  '<circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" stroke-width="2.5"/><circle cx="12" cy="12" r="3" fill="currentColor"/>',
  '<rect x="3" y="3" width="8" height="8" rx="2" fill="currentColor"/><rect x="13" y="3" width="8" height="8" rx="2" fill="currentColor" opacity=".5"/><rect x="3" y="13" width="8" height="8" rx="2" fill="currentColor" opacity=".5"/><rect x="13" y="13" width="8" height="8" rx="2" fill="currentColor"/>',
];

export function icon(i: number): string {
  return `<div class="icon"><svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[i % ICONS.length]}</svg></div>`;
}

const PRODUCT_SHAPES = [
  '<rect x="38" y="30" width="24" height="56" rx="6" fill="currentColor"/><rect x="44" y="16" width="12" height="16" rx="2" fill="currentColor" opacity=".7"/>',
  '<rect x="22" y="28" width="56" height="56" rx="5" fill="currentColor"/><rect x="22" y="28" width="56" height="12" rx="5" fill="#fff" opacity=".3"/>',
  '<circle cx="50" cy="54" r="30" fill="currentColor"/><circle cx="41" cy="45" r="8" fill="#fff" opacity=".35"/>',
  '<path d="M38 16L14 30l9 16 8-6v44h38V40l8 6 9-16-24-14q-12 10-24 0z" fill="currentColor"/>',
];

export function productShape(i: number, color: string): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true" style="color:${color}">${PRODUCT_SHAPES[i % PRODUCT_SHAPES.length]}</svg>`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function stars(rating: number): string {
  const full = Math.round(rating);
  return `<span class="stars" aria-label="${rating.toFixed(1)} out of 5">${'★'.repeat(full)}${'☆'.repeat(5 - full)}</span>`;
}

export function logo(c: PageContent): string {
  return `<a class="logo" href="#top"><i></i>${esc(c.brand)}</a>`;
}
