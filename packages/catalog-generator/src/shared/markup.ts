// Safe markup: escapeMarkup for SVG and HTML text, and safeDesign for designs read back from the database.
import { escapeHtml } from '@tm/contracts/html-escape';
import type { TemplateDesign } from '../drafts/template-draft';
import { FONT_STACKS, PALETTES, type Palette } from '../content/design-vocabulary';

/** Text and attribute values in SVG and HTML. */
export function escapeMarkup(value: string | number | boolean | null | undefined): string {
  return escapeHtml(String(value ?? ''));
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
