import type { TemplateDesign } from '../catalog/template-draft';
import { FONT_STACKS, PALETTES, type Palette } from './design-vocabulary';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values in SVG and HTML. */
export function escapeMarkup(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Letters, digits, spaces, quotes, commas, hyphens and dots: enough for a font stack, never CSS or markup. */
const FONT_STACK = /^[\w\s'",.-]{1,200}$/;

/**
 * A design read back from the database may have been edited by hand: colors must be #rgb/#rrggbb and
 * the font a plain stack, or the defaults are used, so nothing can break out of a CSS or SVG context.
 */
export function safeDesign(design: Partial<TemplateDesign> | null | undefined): TemplateDesign {
  const fallback = PALETTES[0]!;
  const palette = { ...fallback } as Palette;
  const given = (design?.palette ?? {}) as Partial<Record<keyof Palette, unknown>>;
  for (const key of Object.keys(fallback) as Array<keyof Palette>) {
    const value = given[key];
    if (typeof value === 'string' && HEX_COLOR.test(value)) palette[key] = expandHex(value);
  }
  const font = typeof design?.font === 'string' && FONT_STACK.test(design.font) ? design.font.replace(/"/g, "'") : FONT_STACKS[0];
  return {
    palette,
    layout: typeof design?.layout === 'string' ? design.layout : 'hero-split',
    font,
    sections: Array.isArray(design?.sections) ? design.sections.filter((s): s is string => typeof s === 'string') : [],
  };
}

function expandHex(hex: string): string {
  const h = hex.toLowerCase();
  return h.length === 4 ? `#${h[1]}${h[1]}${h[2]}${h[2]}${h[3]}${h[3]}` : h;
}

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
