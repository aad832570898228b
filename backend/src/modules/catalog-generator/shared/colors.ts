// Colour helpers: mixing, luminance, readable text colours, and the Scheme a page derives from its palette.
import type { Palette } from '../content/design-vocabulary';

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `amount` 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const c = (x: number, y: number) => Math.round(x + (y - x) * amount).toString(16).padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Near-white or near-black, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return luminance(background) > 0.45 ? '#111827' : '#ffffff';
}

/** Every color a page needs, derived from the five of the palette. */
export interface Scheme extends Palette {
  dark: boolean;
  surface: string;
  surfaceAlt: string;
  border: string;
  muted: string;
  faint: string;
  onPrimary: string;
  onAccent: string;
  footer: string;
  onFooter: string;
}

export function schemeOf(palette: Palette): Scheme {
  const dark = luminance(palette.background) < 0.2;
  const footer = dark ? mix(palette.background, '#000000', 0.35) : mix(palette.text, palette.primary, 0.15);
  return {
    ...palette,
    dark,
    surface: dark ? mix(palette.background, '#ffffff', 0.06) : '#ffffff',
    surfaceAlt: mix(palette.background, palette.primary, dark ? 0.12 : 0.06),
    border: mix(palette.background, palette.text, 0.12),
    muted: mix(palette.text, palette.background, 0.38),
    faint: mix(palette.text, palette.background, 0.82),
    onPrimary: readableOn(palette.primary),
    onAccent: readableOn(palette.accent),
    footer,
    onFooter: mix(readableOn(footer), footer, 0.15),
  };
}
