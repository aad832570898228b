// The print artwork of a marketing kit: an A4 flyer or a two-page A4 brochure with 3 mm bleed, drawn as scenes (SVG sources) and as a PDF.
import type { PageContent } from '../../content/page-types';
import { fit, textBlock, type Scene, type Shape } from './scene';

const MM = 72 / 25.4;
export const BLEED = 3 * MM;
/** A4 trimmed, in points. */
export const A4 = { width: 210 * MM, height: 297 * MM };
/** The page with its bleed on every side. */
export const PAGE = { width: A4.width + 2 * BLEED, height: A4.height + 2 * BLEED };
/** Text and logos stay this far inside the trim. */
const SAFE = BLEED + 14 * MM;

function hero(c: PageContent, height: number): Shape[] {
  const width = PAGE.width - 2 * SAFE;
  const ink = c.scheme.onPrimary;
  const brand = textBlock([c.brand.toUpperCase()], { x: SAFE, top: SAFE, size: 13, fill: ink, bold: true });
  const head = fit(c.tagline, { max: 42, min: 22, width, maxLines: 3, bold: true });
  const h = textBlock(head.lines, { x: SAFE, top: brand.bottom + 28, size: head.size, fill: ink, bold: true, leading: 1.1 });
  const intro = fit(c.intro, { max: 13, min: 10, width: width * 0.85, maxLines: 5 });
  const i = textBlock(intro.lines, { x: SAFE, top: h.bottom + 16, size: intro.size, fill: ink, leading: 1.4 });
  return [
    { kind: 'rect', x: 0, y: 0, w: PAGE.width, h: height, fill: c.scheme.primary },
    { kind: 'circle', cx: PAGE.width * 0.95, cy: height * 0.1, r: PAGE.width * 0.42, fill: c.scheme.accent, opacity: 0.28 },
    { kind: 'circle', cx: PAGE.width * 0.1, cy: height, r: PAGE.width * 0.22, fill: c.scheme.secondary, opacity: 0.3 },
    // The page colour again below the hero, so the circles stop at its edge.
    { kind: 'rect', x: 0, y: height, w: PAGE.width, h: PAGE.height - height, fill: c.scheme.background },
    ...brand.shapes,
    ...h.shapes,
    ...i.shapes,
  ];
}

function features(c: PageContent, top: number): { shapes: Shape[]; bottom: number } {
  const width = PAGE.width - 2 * SAFE;
  const title = textBlock([`Why ${c.brand}`], { x: SAFE, top, size: 18, fill: c.scheme.text, bold: true });
  const col = (width - 20) / 2;
  const shapes: Shape[] = [...title.shapes];
  let bottom = title.bottom;
  c.features.slice(0, 6).forEach((feature, n) => {
    const x = SAFE + (n % 2) * (col + 20);
    const y = title.bottom + 14 + Math.floor(n / 2) * 44;
    const lines = fit(feature, { max: 11, min: 9, width: col - 18, maxLines: 2 });
    shapes.push(
      { kind: 'circle', cx: x + 4, cy: y + 6, r: 4, fill: c.scheme.accent },
      ...textBlock(lines.lines, { x: x + 16, top: y, size: lines.size, fill: c.scheme.text }).shapes,
    );
    bottom = Math.max(bottom, y + 40);
  });
  return { shapes, bottom };
}

function cards(
  c: PageContent,
  top: number,
  items: ReadonlyArray<{ title: string; text: string }>,
  perRow: number,
): { shapes: Shape[]; bottom: number } {
  const gap = 12;
  const width = (PAGE.width - 2 * SAFE - gap * (perRow - 1)) / perRow;
  const height = 92;
  const shapes: Shape[] = [];
  items.forEach((item, n) => {
    const x = SAFE + (n % perRow) * (width + gap);
    const y = top + Math.floor(n / perRow) * (height + gap);
    const title = fit(item.title, { max: 12, min: 9, width: width - 24, maxLines: 1, bold: true });
    const text = fit(item.text, { max: 10, min: 8, width: width - 24, maxLines: 4 });
    shapes.push(
      { kind: 'rect', x, y, w: width, h: height, r: 6, fill: c.scheme.surfaceAlt },
      ...textBlock(title.lines, { x: x + 12, top: y + 12, size: title.size, fill: c.scheme.text, bold: true }).shapes,
      ...textBlock(text.lines, { x: x + 12, top: y + 32, size: text.size, fill: c.scheme.muted, leading: 1.35 }).shapes,
    );
  });
  return { shapes, bottom: top + Math.ceil(items.length / perRow) * (height + gap) };
}

function contactBand(c: PageContent, height: number): Shape[] {
  const top = PAGE.height - height;
  const ink = c.scheme.onFooter;
  const cta = fit(c.cta, { max: 20, min: 12, width: PAGE.width - 2 * SAFE, maxLines: 1, bold: true });
  const contact = fit(`${c.address} · ${c.email} · ${c.phone}`, { max: 10, min: 7, width: PAGE.width - 2 * SAFE, maxLines: 1 });
  return [
    { kind: 'rect', x: 0, y: top, w: PAGE.width, h: height, fill: c.scheme.footer },
    ...textBlock(cta.lines, { x: SAFE, top: top + 24, size: cta.size, fill: ink, bold: true }).shapes,
    ...textBlock(contact.lines, { x: SAFE, top: top + 24 + cta.size * 1.6, size: contact.size, fill: ink }).shapes,
  ];
}

const base = (c: PageContent): Shape => ({ kind: 'rect', x: 0, y: 0, w: PAGE.width, h: PAGE.height, fill: c.scheme.background });

/** The one-page flyer: hero, features, three services, contact band. */
export function flyerScene(c: PageContent): Scene {
  const heroHeight = PAGE.height * 0.44;
  const f = features(c, heroHeight + 30);
  const s = cards(c, f.bottom + 16, c.services.slice(0, 3), 3);
  return { ...PAGE, shapes: [base(c), ...hero(c, heroHeight), ...f.shapes, ...s.shapes, ...contactBand(c, 96)] };
}

/** The brochure: a cover like the flyer, then services, a quote, pricing and the contact band. */
export function brochureScenes(c: PageContent): Scene[] {
  const heroHeight = PAGE.height * 0.55;
  const f = features(c, heroHeight + 30);
  const cover: Scene = { ...PAGE, shapes: [base(c), ...hero(c, heroHeight), ...f.shapes, ...contactBand(c, 96)] };
  const title = textBlock(['What we do'], { x: SAFE, top: SAFE, size: 20, fill: c.scheme.text, bold: true });
  const services = cards(c, title.bottom + 14, c.services.slice(0, 6), 2);
  const quote = c.quotes[0];
  const q = quote ? fit(`“${quote.text}”`, { max: 15, min: 11, width: PAGE.width - 2 * SAFE - 24, maxLines: 4 }) : null;
  const qTop = services.bottom + 12;
  const quoteShapes =
    q && quote
      ? [
          { kind: 'rect', x: SAFE, y: qTop, w: 4, h: q.lines.length * q.size * 1.35 + 20, fill: c.scheme.primary } as Shape,
          ...textBlock(q.lines, { x: SAFE + 16, top: qTop, size: q.size, fill: c.scheme.text, leading: 1.35 }).shapes,
          ...textBlock([`${quote.name}, ${quote.role}`], {
            x: SAFE + 16,
            top: qTop + q.lines.length * q.size * 1.35 + 6,
            size: 9,
            fill: c.scheme.muted,
          }).shapes,
        ]
      : [];
  const pricingTop = qTop + (q ? q.lines.length * q.size * 1.35 + 44 : 0);
  const tiers = cards(
    c,
    pricingTop,
    c.pricing.map((t) => ({ title: `${t.name} · ${t.price}${t.period}`, text: t.perks.join(' · ') })),
    3,
  );
  const inside: Scene = {
    ...PAGE,
    shapes: [base(c), ...title.shapes, ...services.shapes, ...quoteShapes, ...tiers.shapes, ...contactBand(c, 96)],
  };
  return [cover, inside];
}

/** A line for the README. */
export const PRINT_FORMAT = `A4 (210 × 297 mm) with 3 mm bleed on every side (216 × 303 mm page), trim and bleed boxes set, font embedded`;
