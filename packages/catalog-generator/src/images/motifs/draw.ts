// Tiny SVG element helpers for motifs: each motif draws in a 100×100 box, in the paint it is given.

/** The colours a motif is drawn in: the palette's three, a dark ink and a light tone. */
export interface MotifPaint {
  main: string;
  second: string;
  accent: string;
  ink: string;
  light: string;
}
export type Motif = (p: MotifPaint) => string;

const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
/** A stroked line or curve with round ends. */
export const line = (d: string, stroke: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
export const faded = (opacity: number) => ` opacity="${opacity}"`;
