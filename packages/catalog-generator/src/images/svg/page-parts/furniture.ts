// Page furniture: the nav bar, the shop announcement, the magazine masthead, page headers, footers and section titles.
import { mix } from '../../../shared/colors';
import { pad, scale, type Block } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { textWidth } from '../text-fit';

export function nav(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 76;
  cv.rect(0, y, cv.W, h, s.background);
  cv.logo(px, y + 46, 22, s.text);
  let right = cv.W - px;
  if (c.kind === 'shop') {
    for (let i = 0; i < 3; i++) {
      const cx = right - 14 - i * 44;
      cv.raw(`<circle cx="${cx}" cy="${y + 38}" r="10" fill="none" stroke="${s.text}" stroke-width="2"/>`);
    }
    cv.circle(right - 4, y + 28, 8, s.accent);
    cv.text(right - 4, y + 32, '2', { size: 11, fill: s.onAccent, weight: 700, anchor: 'middle' });
    right -= 150;
  } else {
    const bw = textWidth(c.cta, 14, 600) + 14 * 2.6;
    cv.button(right - bw, y + 18, c.cta, { size: 14, h: 40 });
    right -= bw + 30;
  }
  let x = cv.W * 0.36;
  for (const item of c.nav) {
    const w = textWidth(item, 15, 500);
    if (x + w > right) break;
    cv.text(x, y + 44, item, { size: 15, fill: s.text, weight: 500, opacity: 0.78 });
    x += w + 34;
  }
  cv.line(0, y + h, cv.W, y + h, s.border);
  return h;
}

export function announcement(cv: SvgCanvas, y: number): number {
  cv.rect(0, y, cv.W, 34, cv.s.text);
  cv.text(cv.W / 2, y + 22, 'Free shipping on orders over $50 · Easy 30-day returns', {
    size: 13,
    fill: cv.s.background,
    anchor: 'middle',
    weight: 500,
  });
  return 34;
}

export function masthead(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  cv.rect(0, y, cv.W, 132, s.background);
  cv.text(px, y + 50, 'Monday, June 2, 2025', { size: 13, fill: s.muted });
  cv.text(cv.W / 2, y + 60, c.brand, { size: 40, fill: s.text, weight: 700, anchor: 'middle', family: 'serif', maxWidth: cv.W * 0.5 });
  const bw = textWidth('Subscribe', 14, 600) + 14 * 2.6;
  cv.button(cv.W - px - bw, y + 28, 'Subscribe', { size: 14, h: 38, rx: 4 });
  cv.line(px, y + 88, cv.W - px, y + 88, s.border);
  cv.line(px, y + 130, cv.W - px, y + 130, s.text, 2);
  const items = [...c.nav, 'Opinion', 'Video'];
  const gap = 40;
  const total = items.reduce((sum, i) => sum + textWidth(i, 14, 600) + gap, -gap);
  let x = (cv.W - total) / 2;
  for (const item of items) {
    cv.text(x, y + 115, item.toUpperCase(), { size: 13, fill: s.text, weight: 600, spacing: 1 });
    x += textWidth(item, 14, 600) + gap;
  }
  return 132;
}

export function header(title: string, subtitle: string): Block {
  return (cv, y) => {
    const { s } = cv;
    const px = pad(cv);
    const h = 176;
    cv.rect(0, y, cv.W, h, s.surfaceAlt);
    cv.circle(cv.W - px - 60, y + 40, 120, s.primary, 0.07);
    cv.text(px, y + 48, `Home  /  ${title}`, { size: 13, fill: s.muted });
    cv.text(px, y + 104, title, { size: 44 * scale(cv), fill: s.text, weight: 800 });
    cv.text(px, y + 140, subtitle, { size: 17, fill: s.muted, maxWidth: cv.W * 0.6 });
    return h;
  };
}

export function footer(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 240;
  cv.rect(0, y, cv.W, h, s.footer);
  cv.logo(px, y + 62, 20, s.onFooter, s.primary);
  cv.paragraph(px, y + 80, c.intro, { size: 13, fill: s.onFooter, opacity: 0.6, maxWidth: cv.W * 0.28, lines: 3 });
  for (let i = 0; i < 4; i++) cv.circle(px + 14 + i * 40, y + 170, 14, s.onFooter, 0.12);
  const columns: Array<[string, string[]]> = [
    ['Product', ['Features', 'Pricing', 'Updates', 'Roadmap']],
    ['Company', ['About', 'Careers', 'Press', 'Contact']],
    ['Resources', ['Blog', 'Guides', 'Help center', 'Privacy']],
  ];
  columns.forEach(([heading, links], i) => {
    const x = cv.W * 0.5 + i * cv.W * 0.15;
    cv.text(x, y + 60, heading, { size: 14, fill: s.onFooter, weight: 700 });
    links.forEach((l, j) => cv.text(x, y + 94 + j * 28, l, { size: 14, fill: s.onFooter, opacity: 0.6 }));
  });
  cv.line(px, y + 206, cv.W - px, y + 206, mix(s.footer, s.onFooter, 0.15));
  cv.text(px, y + 230, `© 2025 ${c.brand}. All rights reserved.`, { size: 12, fill: s.onFooter, opacity: 0.5 });
  return h;
}

export function sectionTitle(cv: SvgCanvas, y: number, eyebrow: string, title: string, centered = true): number {
  const { s } = cv;
  const x = centered ? cv.W / 2 : pad(cv);
  const anchor = centered ? 'middle' : 'start';
  cv.text(x, y + 56, eyebrow.toUpperCase(), { size: 13, fill: s.primary, weight: 700, anchor, spacing: 2 });
  cv.text(x, y + 96, title, { size: 32 * scale(cv), fill: s.text, weight: 800, anchor, maxWidth: cv.W * 0.8 });
  return 126;
}
