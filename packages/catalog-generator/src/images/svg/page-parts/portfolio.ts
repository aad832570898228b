// Portfolio parts: the masonry of work and a case study.
import { pad } from '../blocks';
import type { SvgCanvas } from '../canvas';

export function masonry(cv: SvgCanvas, y: number): number {
  const px = pad(cv);
  const cols = 3;
  const gap = 20;
  const cw = (cv.W - px * 2 - gap * (cols - 1)) / cols;
  const heights = [
    [320, 240, 300],
    [240, 340, 260],
    [290, 260, 330],
  ];
  for (let col = 0; col < cols; col++) {
    let top = y + 10;
    heights[col]!.forEach((hgt, i) => {
      cv.photo(px + col * (cw + gap), top, cw, hgt, col + i, 6);
      if (i === 0) {
        cv.text(px + col * (cw + gap) + 18, top + hgt - 40, cv.c.services[col % cv.c.services.length]!.title, {
          size: 18,
          fill: '#ffffff',
          weight: 700,
        });
        cv.text(px + col * (cw + gap) + 18, top + hgt - 18, '2025', { size: 13, fill: '#ffffff', opacity: 0.85 });
      }
      top += hgt + gap;
    });
  }
  return cv.H - y;
}

export function project(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  cv.text(px, y + 50, 'CASE STUDY', { size: 13, fill: s.primary, weight: 700, spacing: 2 });
  const used = cv.paragraph(px, y + 62, `${c.services[0]!.title} for ${c.logos[0]}`, {
    size: 48,
    fill: s.text,
    weight: 800,
    maxWidth: cv.W * 0.7,
    lines: 2,
    lineHeight: 56,
  });
  const meta: Array<[string, string]> = [
    ['Client', c.logos[0]!],
    ['Year', '2025'],
    ['Role', c.services[1]!.title],
    ['Template', c.brand],
  ];
  meta.forEach(([k2, v], i) => {
    const x = px + i * ((cv.W - px * 2) / 4);
    cv.text(x, y + 100 + used, k2.toUpperCase(), { size: 12, fill: s.muted, weight: 700, spacing: 1 });
    cv.text(x, y + 124 + used, v, { size: 16, fill: s.text, weight: 600, maxWidth: (cv.W - px * 2) / 4 - 20 });
  });
  const top = y + 160 + used;
  cv.photo(px, top, cv.W - px * 2, 380, 2, 12);
  const half = (cv.W - px * 2 - 24) / 2;
  cv.photo(px, top + 404, half, 260, 0, 12);
  cv.photo(px + half + 24, top + 404, half, 260, 3, 12);
  return top + 700 - y;
}
