// The screen artwork of a marketing kit: social images and IAB banners in their standard sizes, laid out from the demo's words and colours.
import type { PageContent } from '../../content/page-types';
import { fit, textBlock, textWidth, type Scene, type Shape } from './scene';

export interface Artboard {
  /** File name without extension. */
  file: string;
  width: number;
  height: number;
  /** What it is for, in the README. */
  purpose: string;
}

export const SOCIAL_SIZES: Artboard[] = [
  { file: 'instagram-post', width: 1080, height: 1080, purpose: 'feed post for Instagram, Facebook and LinkedIn (square)' },
  { file: 'instagram-story', width: 1080, height: 1920, purpose: 'story for Instagram and Facebook, or a Reels cover (9:16)' },
  { file: 'link-preview', width: 1200, height: 630, purpose: 'link preview (Open Graph) image for Facebook, LinkedIn and X' },
  { file: 'x-header', width: 1500, height: 500, purpose: 'profile header for X (Twitter)' },
];

/** The IAB standard ad units. */
export const BANNER_SIZES: Artboard[] = [
  { file: 'banner-300x250', width: 300, height: 250, purpose: 'IAB medium rectangle' },
  { file: 'banner-728x90', width: 728, height: 90, purpose: 'IAB leaderboard' },
  { file: 'banner-160x600', width: 160, height: 600, purpose: 'IAB wide skyscraper' },
  { file: 'banner-320x50', width: 320, height: 50, purpose: 'IAB mobile leaderboard' },
  { file: 'banner-300x600', width: 300, height: 600, purpose: 'IAB half page' },
  { file: 'banner-970x250', width: 970, height: 250, purpose: 'IAB billboard' },
];

/** The header picture of the HTML emails: 600 px wide in the email, drawn at twice that for sharp screens. */
export const EMAIL_HEADER: Artboard = {
  file: 'email-header',
  width: 1200,
  height: 480,
  purpose: 'header picture of the emails (shown 600 px wide)',
};

/** The first sentence of the intro, short enough for an ad. */
export function shortLine(c: PageContent, max = 110): string {
  const first = c.intro.split(/(?<=[.!?])\s+/)[0] ?? c.intro;
  return first.length <= max ? first : `${first.slice(0, max).replace(/\s+\S*$/, '')}…`;
}

function background(c: PageContent, w: number, h: number): Shape[] {
  const big = Math.max(w, h);
  return [
    { kind: 'rect', x: 0, y: 0, w, h, fill: c.scheme.primary },
    { kind: 'circle', cx: w * 0.95, cy: h * 0.05, r: big * 0.38, fill: c.scheme.accent, opacity: 0.28 },
    { kind: 'circle', cx: w * 0.02, cy: h * 1.02, r: big * 0.3, fill: c.scheme.secondary, opacity: 0.3 },
  ];
}

function button(c: PageContent, x: number, y: number, size: number): { shapes: Shape[]; w: number; h: number } {
  const w = textWidth(c.cta, size, true) + size * 1.8;
  const h = size * 2.3;
  return {
    w,
    h,
    shapes: [
      { kind: 'rect', x, y, w, h, r: h * 0.22, fill: c.scheme.accent },
      { kind: 'text', x: x + w / 2, y: y + h / 2 + size * 0.35, text: c.cta, size, bold: true, fill: c.scheme.onAccent, anchor: 'middle' },
    ],
  };
}

/** A wide unit (leaderboards, billboard, headers): the words on the left, the button on the right. */
function wide(c: PageContent, w: number, h: number): Shape[] {
  const p = Math.max(6, Math.round(h * 0.12));
  const ctaSize = Math.max(9, Math.min(30, Math.round(h * 0.16)));
  const probe = button(c, 0, 0, ctaSize);
  const cta = button(c, w - p - probe.w, (h - probe.h) / 2, ctaSize);
  const width = w - 3 * p - cta.w;
  const ink = c.scheme.onPrimary;
  if (h < 120) {
    const head = fit(h < 70 ? c.brand : c.tagline, { max: Math.round(h * 0.34), min: 9, width, maxLines: h < 70 ? 1 : 2, bold: true });
    const block = textBlock(head.lines, { x: p, top: 0, size: head.size, fill: ink, bold: true, leading: 1.1 });
    const shift = (h - block.bottom) / 2;
    return [...block.shapes.map((s) => (s.kind === 'text' ? { ...s, y: s.y + shift } : s)), ...cta.shapes];
  }
  const brand = fit(c.brand.toUpperCase(), { max: Math.round(h * 0.08), min: 10, width, maxLines: 1, bold: true });
  const head = fit(c.tagline, { max: Math.round(h * 0.2), min: 12, width, maxLines: 2, bold: true });
  const sub = fit(shortLine(c), { max: Math.round(h * 0.075), min: 10, width, maxLines: 2 });
  const a = textBlock(brand.lines, { x: p, top: 0, size: brand.size, fill: ink, bold: true });
  const b = textBlock(head.lines, { x: p, top: a.bottom + brand.size * 0.6, size: head.size, fill: ink, bold: true, leading: 1.1 });
  const d = textBlock(sub.lines, { x: p, top: b.bottom + head.size * 0.35, size: sub.size, fill: ink });
  const shift = (h - d.bottom) / 2;
  return [...[...a.shapes, ...b.shapes, ...d.shapes].map((s) => (s.kind === 'text' ? { ...s, y: s.y + shift } : s)), ...cta.shapes];
}

/** A square or tall unit: brand, headline and line stacked, the button at the bottom. */
function stacked(c: PageContent, w: number, h: number): Shape[] {
  const p = Math.round(Math.min(w, h) * 0.09);
  const width = w - 2 * p;
  const ink = c.scheme.onPrimary;
  const unit = Math.min(w, h * 0.75);
  const ctaSize = Math.max(10, Math.round(unit * 0.045));
  const probe = button(c, 0, 0, ctaSize);
  const cta = button(c, p, h - p - probe.h, ctaSize);
  const brand = fit(c.brand.toUpperCase(), { max: Math.round(unit * 0.055), min: 9, width, maxLines: 1, bold: true });
  const head = fit(c.tagline, { max: Math.round(unit * 0.13), min: 12, width, maxLines: h > w * 1.5 ? 6 : 4, bold: true });
  const sub = fit(shortLine(c, 160), { max: Math.round(unit * 0.05), min: 9, width, maxLines: 4 });
  const top = h > w * 1.5 ? h * 0.28 : p;
  const a = textBlock(brand.lines, { x: p, top, size: brand.size, fill: ink, bold: true });
  const b = textBlock(head.lines, { x: p, top: a.bottom + brand.size * 0.8, size: head.size, fill: ink, bold: true, leading: 1.1 });
  const d = textBlock(sub.lines, { x: p, top: b.bottom + head.size * 0.4, size: sub.size, fill: ink, leading: 1.35 });
  const room = cta.shapes[0]!.kind === 'rect' ? (cta.shapes[0] as { y: number }).y - p * 0.5 : h;
  const words = d.bottom <= room ? [...a.shapes, ...b.shapes, ...d.shapes] : [...a.shapes, ...b.shapes];
  const contact: Shape[] =
    h >= 600 && w >= 600
      ? [{ kind: 'text', x: w - p, y: h - p - probe.h / 2 + ctaSize * 0.35, text: c.email, size: ctaSize * 0.8, fill: ink, anchor: 'end' }]
      : [];
  return [...words, ...cta.shapes, ...contact];
}

export function artboardScene(c: PageContent, board: Pick<Artboard, 'width' | 'height'>): Scene {
  const { width: w, height: h } = board;
  return { width: w, height: h, shapes: [...background(c, w, h), ...(w / h >= 2.4 ? wide(c, w, h) : stacked(c, w, h))] };
}
