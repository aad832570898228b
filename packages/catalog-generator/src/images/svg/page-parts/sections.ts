// Landing page sections: logos, features, stats, testimonial, pricing, FAQ, call to action and services.
import { pad } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { textWidth, wrapText } from '../text-fit';
import { sectionTitle } from './furniture';

export function logos(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const h = 96;
  cv.rect(0, y, cv.W, h, s.background);
  cv.text(cv.W / 2, y + 32, c.headings.logos.title.toUpperCase(), { size: 11, fill: s.muted, weight: 700, anchor: 'middle', spacing: 2 });
  const slot = (cv.W - pad(cv) * 2) / c.logos.length;
  c.logos.forEach((name, i) =>
    cv.text(pad(cv) + slot * (i + 0.5), y + 70, name, { size: 20, fill: s.muted, weight: 800, anchor: 'middle', opacity: 0.7 }),
  );
  return h;
}

export function features(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = sectionTitle(cv, y, c.headings.features.eyebrow, c.headings.features.title);
  const items = c.kind === 'plugin' || c.kind === 'print' ? c.features : c.highlights.map((x) => x.title);
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 2) / 3;
  items.slice(0, 3).forEach((f, i) => {
    const x = px + i * (cw + gap);
    const top = y + h + 10;
    cv.rect(x, top, cw, 190, s.surface, { rx: 16, stroke: s.border });
    cv.icon(x + 24, top + 24, 48, i);
    cv.paragraph(x + 24, top + 84, f, { size: 18, fill: s.text, weight: 700, maxWidth: cw - 48, lines: 2, lineHeight: 24 });
    cv.bars(x + 24, top + 144, cw - 48, 2, { seed: i });
  });
  h += 240;
  return h;
}

export function stats(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 150;
  cv.rect(0, y, cv.W, h, s.surfaceAlt);
  const slot = (cv.W - px * 2) / 4;
  c.stats.forEach((stat, i) => {
    const x = px + slot * (i + 0.5);
    cv.text(x, y + 76, stat.value, { size: 40, fill: s.primary, weight: 800, anchor: 'middle' });
    cv.text(x, y + 106, stat.label, { size: 15, fill: s.muted, anchor: 'middle' });
  });
  return h;
}

export function testimonial(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const q = c.quotes[0]!;
  const h = 280;
  cv.rect(0, y, cv.W, h, s.background);
  cv.text(cv.W / 2, y + 92, '“', { size: 96, fill: s.accent, weight: 800, anchor: 'middle', family: 'serif' });
  wrapText(q.text, 24, cv.W * 0.62, 2, 500).forEach((l, i) =>
    cv.text(cv.W / 2, y + 126 + i * 34, l, { size: 24, fill: s.text, weight: 500, anchor: 'middle' }),
  );
  cv.avatar(cv.W / 2 - 90, y + 222, 22, q.name);
  cv.text(cv.W / 2 - 58, y + 218, q.name, { size: 15, fill: s.text, weight: 700 });
  cv.text(cv.W / 2 - 58, y + 238, q.role, { size: 13, fill: s.muted });
  return h;
}

export function pricing(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = sectionTitle(cv, y, c.headings.pricing.eyebrow, c.headings.pricing.title);
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 2) / 3;
  const ch = 330;
  c.pricing.forEach((tier, i) => {
    const x = px + i * (cw + gap);
    const top = y + h + (tier.highlighted ? 0 : 16);
    const bg = tier.highlighted ? s.primary : s.surface;
    const fg = tier.highlighted ? s.onPrimary : s.text;
    cv.rect(x, top, cw, ch, bg, { rx: 18, stroke: tier.highlighted ? undefined : s.border, shadow: tier.highlighted });
    if (tier.highlighted) {
      cv.rect(x + cw - 130, top + 22, 106, 26, s.accent, { rx: 13 });
      cv.text(x + cw - 77, top + 40, 'Most popular', { size: 12, fill: s.onAccent, weight: 700, anchor: 'middle' });
    }
    cv.text(x + 28, top + 44, tier.name, { size: 18, fill: fg, weight: 700 });
    cv.text(x + 28, top + 104, tier.price, { size: 44, fill: fg, weight: 800 });
    cv.text(x + 36 + textWidth(tier.price, 44, 800), top + 104, tier.period, { size: 15, fill: fg, opacity: 0.7 });
    tier.perks.forEach((perk, j) => {
      cv.path(`M${x + 30} ${top + 150 + j * 32}l5 5 9-10`, 'none', { stroke: tier.highlighted ? s.onPrimary : s.primary, width: 2.5 });
      cv.text(x + 54, top + 156 + j * 32, perk, { size: 15, fill: fg, opacity: 0.9, maxWidth: cw - 80 });
    });
    const label = tier.highlighted ? 'Start free trial' : 'Choose plan';
    cv.rect(x + 28, top + ch - 72, cw - 56, 46, tier.highlighted ? s.onPrimary : 'none', {
      rx: 23,
      stroke: tier.highlighted ? undefined : fg,
    });
    cv.text(x + cw / 2, top + ch - 43, label, { size: 15, fill: tier.highlighted ? s.primary : fg, weight: 700, anchor: 'middle' });
  });
  h += ch + 60;
  return h;
}

export function faq(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = sectionTitle(cv, y, 'FAQ', 'Questions, answered');
  const w = cv.W - px * 4;
  c.faq.forEach((item, i) => {
    const top = y + h + i * (i === 0 ? 0 : 64) + (i > 0 ? 40 : 0);
    cv.text(px * 2, top + 30, item.q, { size: 18, fill: s.text, weight: 600, maxWidth: w - 60 });
    cv.text(px * 2 + w - 10, top + 30, i === 0 ? '−' : '+', { size: 24, fill: s.primary, weight: 700, anchor: 'end' });
    if (i === 0) cv.text(px * 2, top + 62, item.a, { size: 15, fill: s.muted, maxWidth: w - 60 });
    cv.line(px * 2, top + (i === 0 ? 88 : 52), px * 2 + w, top + (i === 0 ? 88 : 52), s.border);
  });
  h += 40 + c.faq.length * 64 + 40;
  return h;
}

export function cta(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 240;
  cv.rect(px, y + 30, cv.W - px * 2, h - 60, 'url(#hero)', { rx: 24 });
  cv.circle(cv.W - px - 80, y + 60, 110, '#ffffff', 0.08);
  cv.text(px + 56, y + 108, 'Ready to get started?', { size: 32, fill: s.onPrimary, weight: 800 });
  cv.text(px + 56, y + 144, c.tagline, { size: 17, fill: s.onPrimary, opacity: 0.85, maxWidth: cv.W * 0.5 });
  const bw = textWidth(c.cta, 16, 600) + 16 * 2.6;
  cv.button(cv.W - px - 56 - bw, y + 96, c.cta, { size: 16, fill: '#ffffff', color: s.primary });
  return h;
}

export function services(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 2) / 3;
  const ch = 190;
  c.services.slice(0, 6).forEach((svc, i) => {
    const x = px + (i % 3) * (cw + gap);
    const top = y + 48 + Math.floor(i / 3) * (ch + gap);
    cv.rect(x, top, cw, ch, s.surface, { rx: 16, stroke: s.border });
    cv.icon(x + 24, top + 24, 48, i);
    cv.text(x + 24, top + 106, svc.title, { size: 19, fill: s.text, weight: 700, maxWidth: cw - 48 });
    cv.text(x + 24, top + 134, svc.text, { size: 14, fill: s.muted, maxWidth: cw - 48 });
    cv.text(x + 24, top + 166, 'Learn more →', { size: 14, fill: s.primary, weight: 600 });
  });
  return 48 + (ch + gap) * 2 + 24;
}
