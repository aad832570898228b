// The motif set by name, and scene(): how a picture arranges a subject's motifs (four compositions, turned by layout).
import type { MotifPaint, Motif } from './draw';
import { FOOD_MOTIFS } from './food';
import { GOODS_MOTIFS } from './goods';
import { PLACE_MOTIFS } from './places';
import { TECH_MOTIFS } from './tech';
import { WORK_MOTIFS } from './work';

export type { MotifPaint } from './draw';

export const MOTIFS: Readonly<Record<string, Motif>> = { ...FOOD_MOTIFS, ...GOODS_MOTIFS, ...PLACE_MOTIFS, ...WORK_MOTIFS, ...TECH_MOTIFS };

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** One motif drawn `size` wide with its top-left corner at (x, y). Unknown names draw a star. */
export function placeMotif(name: string | undefined, paint: MotifPaint, x: number, y: number, size: number, rotate = 0): string {
  const draw = MOTIFS[name ?? ''] ?? MOTIFS.star!;
  const turn = rotate ? ` rotate(${rotate} 50 50)` : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${(size / 100).toFixed(3)})${turn}">${draw(paint)}</g>`;
}

/**
 * A picture of a subject in a w×h box: its motifs arranged in one of four compositions (still life,
 * spotlight, pattern, duo), chosen by the picture's variant and turned by the layout, so a page's
 * pictures differ from each other and from another layout's.
 */
export function scene(motifs: readonly string[], variant: number, layoutTurn: number, paint: MotifPaint, w: number, h: number): string {
  const list = motifs.length ? motifs : ['star'];
  const v = ((variant % 97) + 97) % 97;
  const pick = (k: number) => list[(v + k) % list.length];
  const m = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  switch ((v + layoutTurn) % 4) {
    case 0: {
      // Still life: a table edge, the main object and a smaller one beside it.
      const big = m * 0.62;
      const small = m * 0.34;
      return (
        `<rect x="0" y="${n(h * 0.78)}" width="${n(w)}" height="${n(h * 0.22)}" fill="${paint.ink}" opacity="0.1"/>` +
        placeMotif(pick(0), paint, cx - big * 0.8, h * 0.8 - big, big) +
        placeMotif(pick(1), paint, cx + big * 0.25, h * 0.8 - small, small)
      );
    }
    case 1: {
      // Spotlight: one object on a soft disc.
      const size = m * 0.6;
      return (
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(m * 0.42)}" fill="${paint.light}" opacity="0.55"/>` +
        placeMotif(pick(0), paint, cx - size / 2, cy - size / 2, size)
      );
    }
    case 2: {
      // Pattern: small objects in a loose grid, gently turned.
      const cols = w / h > 1.4 ? 4 : 3;
      const rows = 2;
      const size = Math.min(w / cols, h / rows) * 0.62;
      let out = '';
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const x = (w / cols) * (c + 0.5) - size / 2;
          const y = (h / rows) * (r + 0.5) - size / 2;
          out += placeMotif(pick(r * cols + c), paint, x, y, size, ((r + c) % 3) * 8 - 8);
        }
      }
      return out;
    }
    default: {
      // Duo: two tinted discs, an object on each.
      const size = m * 0.44;
      return (
        `<circle cx="${n(w * 0.36)}" cy="${n(h * 0.46)}" r="${n(m * 0.32)}" fill="${paint.light}" opacity="0.45"/>` +
        `<circle cx="${n(w * 0.64)}" cy="${n(h * 0.56)}" r="${n(m * 0.3)}" fill="${paint.accent}" opacity="0.25"/>` +
        placeMotif(pick(0), paint, w * 0.36 - size / 2, h * 0.46 - size / 2, size) +
        placeMotif(pick(2), paint, w * 0.64 - size * 0.42, h * 0.56 - size * 0.42, size * 0.84)
      );
    }
  }
}
