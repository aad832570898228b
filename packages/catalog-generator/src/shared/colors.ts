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
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * amount)
      .toString(16)
      .padStart(2, '0');
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
  return contrast('#111827', background) >= contrast('#ffffff', background) ? '#111827' : '#ffffff';
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Normal text needs 4.5:1 (WCAG AA); large text 3:1. */
export const TEXT_CONTRAST = 4.5;

/**
 * `colour` as text on every one of `backgrounds`: moved toward black (light backgrounds) or white (dark
 * ones) in small steps until it reaches `ratio` on all of them. Colours that already read are kept.
 */
export function inkOn(colour: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  const dark = backgrounds.reduce((sum, b) => sum + luminance(b), 0) / backgrounds.length < 0.18;
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, dark ? '#ffffff' : '#000000', step / 20);
    if (backgrounds.every((b) => contrast(candidate, b) >= ratio)) return candidate;
  }
  return dark ? '#ffffff' : '#000000';
}

/** A solid fill near `colour` with the text that reads on it: the better of near-white and near-black, the fill darkened when neither reaches `ratio`. */
export function solidWithText(colour: string, ratio = TEXT_CONTRAST): { fill: string; text: string } {
  for (let step = 0; step <= 20; step++) {
    const fill = mix(colour, '#000000', step / 20);
    const text = readableOn(fill);
    if (contrast(text, fill) >= ratio) return { fill, text };
  }
  return { fill: '#000000', text: '#ffffff' };
}

/** `fill` moved away from `text` until `text` reads on it (for the far end of a gradient behind it). */
export function fillUnder(fill: string, text: string, ratio = TEXT_CONTRAST): string {
  const toward = luminance(text) > 0.5 ? '#000000' : '#ffffff';
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(fill, toward, step / 20);
    if (contrast(text, candidate) >= ratio) return candidate;
  }
  return toward;
}

/** Every color a page needs, derived from the five of the palette; every text/background pair reads (4.5:1). */
export interface Scheme extends Palette {
  dark: boolean;
  surface: string;
  surfaceAlt: string;
  /** The primary mixed into the background (pills, category tiles, active links). */
  tint: string;
  border: string;
  /** Secondary text on the background, surfaces and tints. */
  muted: string;
  faint: string;
  /** The primary as text (eyebrows, kickers, figures) on the background, surfaces and tints. */
  primaryInk: string;
  /** The primary as a fill under text (buttons, the highlighted plan), and its text. */
  primarySolid: string;
  onPrimary: string;
  /** The far end of the primary gradients (bold hero, call-to-action band, promo start): onPrimary reads on it. */
  gradientEnd: string;
  gradientStart: string;
  accentSolid: string;
  onAccent: string;
  secondarySolid: string;
  onSecondary: string;
  /** Rating stars on the background and surfaces. */
  star: string;
  footer: string;
  onFooter: string;
}

export function schemeOf(palette: Palette): Scheme {
  const dark = luminance(palette.background) < 0.2;
  const surface = dark ? mix(palette.background, '#ffffff', 0.06) : '#ffffff';
  const surfaceAlt = mix(palette.background, palette.primary, dark ? 0.12 : 0.06);
  const tint = mix(palette.background, palette.primary, 0.12);
  const grounds = [palette.background, surface, surfaceAlt, tint];
  const primary = solidWithText(palette.primary);
  const accent = solidWithText(palette.accent);
  const secondary = solidWithText(palette.secondary);
  const footerFill = dark ? mix(palette.background, '#000000', 0.35) : mix(palette.text, palette.primary, 0.15);
  const text = inkOn(palette.text, grounds);
  return {
    ...palette,
    text,
    dark,
    surface,
    surfaceAlt,
    tint,
    border: mix(palette.background, palette.text, 0.12),
    muted: inkOn(mix(palette.text, palette.background, 0.38), grounds),
    faint: mix(palette.text, palette.background, 0.82),
    primaryInk: inkOn(palette.primary, grounds),
    primarySolid: primary.fill,
    onPrimary: primary.text,
    gradientEnd: fillUnder(mix(palette.secondary, primary.fill, 0.35), primary.text),
    gradientStart: fillUnder(palette.secondary, primary.text),
    accentSolid: accent.fill,
    onAccent: accent.text,
    secondarySolid: secondary.fill,
    onSecondary: secondary.text,
    star: inkOn('#f5a623', grounds),
    footer: footerFill,
    onFooter: inkOn(mix(readableOn(footerFill), footerFill, 0.15), [footerFill]),
  };
}
