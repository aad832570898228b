// Shop parts: category circles, product tiles and rows, the listing, a product page and the cart.
import { mix } from '../../../shared/colors';
import { pad } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { textWidth } from '../text-fit';

export function categoryCircles(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 176;
  const items = c.shopCategories.slice(0, 5);
  const slot = (cv.W - px * 2) / items.length;
  items.forEach((name, i) => {
    const cx = px + slot * (i + 0.5);
    cv.circle(cx, y + 76, 52, mix(s.background, [s.primary, s.secondary, s.accent][i % 3]!, 0.14));
    cv.product(cx - 40, y + 36, 80, 80, i, 40, c.products[i % c.products.length]!.motif);
    cv.text(cx, y + 156, name, { size: 15, fill: s.text, weight: 600, anchor: 'middle' });
  });
  return h;
}

function productTile(cv: SvgCanvas, x: number, top: number, w: number, i: number): number {
  const { s, c } = cv;
  const p = c.products[i % c.products.length]!;
  const ih = w * 1.05;
  cv.product(x, top, w, ih, i, 10, p.motif);
  if (p.badge) {
    cv.rect(x + 12, top + 12, textWidth(p.badge, 12, 700) + 20, 24, p.badge === 'Sale' ? s.accent : s.text, { rx: 12 });
    cv.text(x + 22, top + 29, p.badge, { size: 12, fill: p.badge === 'Sale' ? s.onAccent : s.background, weight: 700 });
  }
  cv.text(x, top + ih + 28, p.name, { size: 16, fill: s.text, weight: 600, maxWidth: w });
  cv.stars(x, top + ih + 38, 12, p.rating);
  cv.text(x, top + ih + 76, p.price, { size: 16, fill: p.oldPrice ? s.accent : s.text, weight: 700 });
  if (p.oldPrice) {
    const ox = x + textWidth(p.price, 16, 700) + 10;
    cv.text(ox, top + ih + 76, p.oldPrice, { size: 14, fill: s.muted });
    cv.line(ox, top + ih + 71, ox + textWidth(p.oldPrice, 14), top + ih + 71, s.muted);
  }
  return ih + 96;
}

export function productRow(cv: SvgCanvas, y: number, heading: string): number {
  const { s } = cv;
  const px = pad(cv);
  cv.text(px, y + 60, heading, { size: 26, fill: s.text, weight: 800 });
  cv.text(cv.W - px, y + 60, 'Shop all →', { size: 14, fill: s.primary, weight: 600, anchor: 'end' });
  const gap = 24;
  const cw = (cv.W - px * 2 - gap * 3) / 4;
  let th = 0;
  for (let i = 0; i < 4; i++) th = productTile(cv, px + i * (cw + gap), y + 88, cw, i);
  return 88 + th + 30;
}

export function shopListing(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const sw = 220;
  cv.text(px, y + 56, 'Filters', { size: 18, fill: s.text, weight: 700 });
  const groups: Array<[string, string[]]> = [
    ['Category', c.shopCategories.slice(0, 4)],
    ['Price', ['Under $25', '$25 – $50', '$50 – $100', 'Over $100']],
  ];
  let fy = y + 92;
  for (const [label, options] of groups) {
    cv.text(px, fy, label.toUpperCase(), { size: 12, fill: s.muted, weight: 700, spacing: 1 });
    fy += 16;
    options.forEach((o, i) => {
      cv.rect(px, fy + i * 32, 16, 16, i === 0 ? s.primary : s.background, { rx: 4, stroke: i === 0 ? undefined : s.border });
      cv.text(px + 28, fy + i * 32 + 13, o, { size: 14, fill: s.text });
    });
    fy += options.length * 32 + 28;
  }
  const gx = px + sw + 32;
  const gap = 24;
  const cw = (cv.W - px - gx - gap * 2) / 3;
  cv.text(gx, y + 56, `Showing 1–12 of ${c.products.length * 14} products`, { size: 14, fill: s.muted });
  cv.rect(cv.W - px - 200, y + 30, 200, 38, s.background, { rx: 8, stroke: s.border });
  cv.text(cv.W - px - 184, y + 55, 'Sort: Best selling', { size: 14, fill: s.text });
  let th = 0;
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < 3; i++) th = productTile(cv, gx + i * (cw + gap), y + 88 + r * (cw * 1.05 + 120), cw, r * 3 + i);
  return 88 + 2 * (th + 24);
}

export function productDetail(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const p = c.products[0]!;
  const h = 560;
  cv.text(px, y + 40, `Home  /  ${c.shopCategories[0]}  /  ${p.name}`, { size: 13, fill: s.muted });
  const iw = (cv.W - px * 2) * 0.52;
  const tw = 86;
  for (let i = 0; i < 4; i++) cv.product(px, y + 64 + i * (tw + 12), tw, tw, i, 8, p.motif);
  cv.product(px + tw + 16, y + 64, iw - tw - 16, h - 90, 0, 14, p.motif);
  const rx = px + iw + 48;
  const rw = cv.W - px - rx;
  cv.text(rx, y + 90, c.brand.toUpperCase(), { size: 13, fill: s.muted, weight: 700, spacing: 2 });
  cv.paragraph(rx, y + 100, p.name, { size: 34, fill: s.text, weight: 800, maxWidth: rw, lines: 2, lineHeight: 40 });
  cv.stars(rx, y + 164, 16, p.rating);
  cv.text(rx + 100, y + 178, `${p.rating.toFixed(1)} · 128 reviews`, { size: 14, fill: s.muted });
  cv.text(rx, y + 230, p.price, { size: 30, fill: s.text, weight: 800 });
  cv.bars(rx, y + 262, rw, 3, { seed: 5 });
  cv.text(rx, y + 336, 'COLOR', { size: 12, fill: s.muted, weight: 700, spacing: 1 });
  [s.text, s.primary, s.secondary, s.accent].forEach((col, i) => cv.circle(rx + 16 + i * 42, y + 366, 15, col));
  cv.raw(`<circle cx="${rx + 16}" cy="${y + 366}" r="19" fill="none" stroke="${s.text}" stroke-width="2"/>`);
  cv.rect(rx, y + 404, 130, 52, s.background, { rx: 26, stroke: s.border });
  cv.text(rx + 65, y + 436, '−    1    +', { size: 16, fill: s.text, anchor: 'middle', weight: 600 });
  cv.rect(rx + 146, y + 404, rw - 146, 52, s.primary, { rx: 26 });
  cv.text(rx + 146 + (rw - 146) / 2, y + 436, 'Add to cart', { size: 16, fill: s.onPrimary, weight: 700, anchor: 'middle' });
  ['Free delivery over $50', 'Free 30-day returns'].forEach((t, i) => {
    cv.path(`M${rx + 2} ${y + 494 + i * 28}l5 5 9-10`, 'none', { stroke: s.primary, width: 2.5 });
    cv.text(rx + 26, y + 500 + i * 28, t, { size: 14, fill: s.muted });
  });
  return h;
}

export function cart(cv: SvgCanvas, y: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = 520;
  cv.text(px, y + 70, 'Your cart', { size: 36, fill: s.text, weight: 800 });
  const lw = (cv.W - px * 2) * 0.62;
  c.products.slice(0, 3).forEach((p, i) => {
    const top = y + 110 + i * 120;
    cv.product(px, top, 96, 96, i, 10, p.motif);
    cv.text(px + 120, top + 34, p.name, { size: 18, fill: s.text, weight: 700, maxWidth: lw - 320 });
    cv.text(px + 120, top + 60, `${c.shopCategories[i % c.shopCategories.length]} · In stock`, { size: 14, fill: s.muted });
    cv.rect(px + lw - 250, top + 28, 110, 40, s.background, { rx: 20, stroke: s.border });
    cv.text(px + lw - 195, top + 54, '−   1   +', { size: 14, fill: s.text, anchor: 'middle' });
    cv.text(px + lw, top + 54, p.price, { size: 18, fill: s.text, weight: 700, anchor: 'end' });
    cv.line(px, top + 110, px + lw, top + 110, s.border);
  });
  const sx = px + lw + 40;
  const sw = cv.W - px - sx;
  cv.rect(sx, y + 110, sw, 330, s.surfaceAlt, { rx: 18 });
  cv.text(sx + 28, y + 152, 'Order summary', { size: 20, fill: s.text, weight: 700 });
  const rows: Array<[string, string]> = [
    ['Subtotal', c.products[0]!.price],
    ['Shipping', 'Free'],
    ['Tax', 'Calculated at checkout'],
  ];
  rows.forEach(([k2, v], i) => {
    cv.text(sx + 28, y + 198 + i * 34, k2, { size: 15, fill: s.muted });
    cv.text(sx + sw - 28, y + 198 + i * 34, v, { size: 15, fill: s.text, anchor: 'end' });
  });
  cv.line(sx + 28, y + 300, sx + sw - 28, y + 300, s.border);
  cv.text(sx + 28, y + 336, 'Total', { size: 18, fill: s.text, weight: 800 });
  cv.text(sx + sw - 28, y + 336, c.products[0]!.price, { size: 18, fill: s.text, weight: 800, anchor: 'end' });
  cv.rect(sx + 28, y + 364, sw - 56, 52, s.primary, { rx: 26 });
  cv.text(sx + sw / 2, y + 396, 'Checkout', { size: 16, fill: s.onPrimary, weight: 700, anchor: 'middle' });
  return h;
}
