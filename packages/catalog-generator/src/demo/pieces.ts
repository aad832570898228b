// Small HTML pieces of the live demo: pictures of the subject, icons, product pictures, stars, avatars' initials and the logo.
import type { PageContent } from '../content/page-types';
import { LAYOUTS } from '../content/design-vocabulary';
import { placeMotif, scene } from '../images/motifs';
import { paintOf } from '../images/motifs/paint';
import { escapeMarkup as esc } from '../shared/markup';

/**
 * A picture of the subject (drawn motifs, images/motifs) on a soft tint, as inline SVG. `ratio` is the
 * box's width / height, so the scene is composed for the box it fills rather than cropped.
 */
export function photo(c: PageContent, variant: number, extra = '', inner = '', ratio = 4 / 3): string {
  const v = ((variant % 4) + 4) % 4;
  const w = Math.round(120 * ratio);
  const label = `${c.motifs[variant % c.motifs.length] ?? 'picture'} illustration`;
  return `<div class="ph v${v}${extra ? ` ${extra}` : ''}" role="img" aria-label="${esc(label)}"><svg viewBox="0 0 ${w} 120" preserveAspectRatio="xMidYMid slice" aria-hidden="true">${scene(
    c.motifs,
    variant,
    Math.max(0, LAYOUTS.indexOf(c.layout)),
    paintOf(c.scheme),
    w,
    120,
  )}</svg>${inner}</div>`;
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

/** A product's picture: its motif (a bottle, a dress, a course's laptop...) on a soft shadow. */
export function productPicture(c: PageContent, motif: string | undefined): string {
  return `<svg viewBox="0 0 100 100" aria-hidden="true"><ellipse cx="50" cy="86" rx="26" ry="4" fill="${c.scheme.text}" opacity="0.12"/>${placeMotif(motif, paintOf(c.scheme), 12, 8, 76)}</svg>`;
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((p) => p[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const STAR = 'M10 1l2.6 5.9 6.4.6-4.8 4.3 1.4 6.3L10 14.8 4.4 18.1l1.4-6.3L1 7.5l6.4-.6z';

/** A rating as five drawn stars (a picture with a text alternative, not glyphs: their colour is not text). */
export function stars(rating: number): string {
  const full = Math.round(rating);
  const drawn = Array.from(
    { length: 5 },
    (_, i) =>
      `<path transform="translate(${i * 20} 0)" d="${STAR}" fill="${i < full ? 'currentColor' : 'none'}" stroke="currentColor" stroke-width="1.5"/>`,
  ).join('');
  return `<svg class="stars" viewBox="0 0 100 20" role="img" aria-label="${rating.toFixed(1)} out of 5"><title>${rating.toFixed(1)} out of 5</title>${drawn}</svg>`;
}

export function logo(c: PageContent): string {
  return `<a class="logo" href="#top"><i></i>${esc(c.brand)}</a>`;
}
