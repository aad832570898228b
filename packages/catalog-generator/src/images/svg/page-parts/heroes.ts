// The heroes of a home page: split, centered, bold, shop, magazine and portfolio.
import { mix } from '../../../shared/colors';
import { pad, scale } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { fitTo, textWidth, wrapText } from '../text-fit';

export function heroSplit(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.6);
  const k = scale(cv);
  cv.rect(0, y, cv.W, h, s.background);
  cv.circle(cv.W * 0.92, y + h * 0.15, h * 0.45, s.secondary, 0.08);
  const colW = cv.W * 0.44;
  const pillW = textWidth(c.tagline, 13, 600) + 36;
  cv.rect(px, y + 56, Math.min(pillW, colW), 32, mix(s.background, s.primary, 0.12), { rx: 16 });
  cv.circle(px + 16, y + 72, 4, s.primary);
  cv.text(px + 28, y + 77, c.tagline, { size: 13, fill: s.primary, weight: 600, maxWidth: colW - 40 });
  let ty = y + 110;
  ty += cv.paragraph(px, ty, title, { size: 44 * k, fill: s.text, weight: 800, maxWidth: colW, lines: 3, lineHeight: 52 * k });
  ty += 18;
  ty += cv.paragraph(px, ty, c.intro, { size: 17, fill: s.muted, maxWidth: colW * 0.95, lines: 3, lineHeight: 26 });
  ty += 28;
  const bw = cv.button(px, ty, c.cta, { size: 16 });
  cv.button(px + bw + 14, ty, c.secondaryCta, { size: 16, outline: true, fill: s.text });
  ty += 80;
  if (ty + 30 < y + h) {
    for (let i = 0; i < 4; i++)
      cv.avatar(px + 16 + i * 24, ty + 4, 16, c.team[i % c.team.length]!.name, [s.primary, s.secondary, s.accent, s.muted][i]!);
    cv.stars(px + 130, ty - 10, 14, 5);
    cv.text(px + 130, ty + 20, `Loved by ${c.stats[0]!.value} ${c.stats[0]!.label.toLowerCase()}`, { size: 13, fill: s.muted });
  }
  const ix = cv.W * 0.54;
  const iw = cv.W - px - ix;
  cv.rect(ix, y + 48, iw, h - 96, s.surface, { rx: 22, shadow: true });
  if (c.kind === 'shop') cv.product(ix, y + 48, iw, h - 96, 0, 22, c.products[0]!.motif);
  else if (c.kind === 'plugin') miniDashboard(cv, ix, y + 48, iw, h - 96);
  else cv.photo(ix, y + 48, iw, h - 96, 0, 22);
  if (c.kind !== 'plugin') {
    const cx = ix - 40;
    const cy = y + h - 150;
    cv.rect(cx, cy, 210, 84, s.surface, { rx: 14, shadow: true });
    cv.icon(cx + 16, cy + 18, 48, 1);
    cv.text(cx + 78, cy + 42, c.stats[1]!.value, { size: 22, fill: s.text, weight: 800 });
    cv.text(cx + 78, cy + 64, c.stats[1]!.label, { size: 13, fill: s.muted, maxWidth: 120 });
  }
  return h;
}

/** The plugin's settings screen in miniature, for its landing page hero. */
function miniDashboard(cv: SvgCanvas, x: number, y: number, w: number, h: number): void {
  const { s, c } = cv;
  cv.rect(x, y, w, h, '#ffffff', { rx: 22 });
  cv.beginClip(x, y, w, h, 22);
  cv.rect(x, y, w, 40, '#1d2327');
  cv.text(x + 20, y + 26, `${c.brand} · Dashboard`, { size: 13, fill: '#f0f0f1', maxWidth: w - 40 });
  cv.endClip();
  const gap = 12;
  const cw = (w - 40 - gap * 2) / 3;
  c.dashboard.cards.slice(0, 3).forEach(([label, value], i) => {
    const cx = x + 20 + i * (cw + gap);
    cv.rect(cx, y + 60, cw, 74, '#ffffff', { rx: 10, stroke: '#dcdcde' });
    cv.text(cx + 12, y + 84, label, { size: 11, fill: '#646970', maxWidth: cw - 24 });
    cv.text(cx + 12, y + 118, value, { size: 22, fill: i === 0 ? s.primary : '#1d2327', weight: 800, maxWidth: cw - 24 });
  });
  const values = [0.35, 0.5, 0.42, 0.66, 0.58, 0.8, 0.72, 0.92];
  const gx = x + 20;
  const gw = w - 40;
  const gh = Math.max(40, h - 270);
  const gy = y + 154;
  const bw = gw / values.length;
  values.forEach((v, i) =>
    cv.rect(gx + i * bw + bw * 0.2, gy + gh * (1 - v), bw * 0.6, gh * v, i % 2 ? s.secondary : s.primary, { rx: 4 }),
  );
  c.features.slice(0, 2).forEach((f, i) => {
    const ry = gy + gh + 22 + i * 40;
    cv.line(gx, ry - 12, gx + gw, ry - 12, '#f0f0f1');
    cv.text(gx, ry + 12, f, { size: 13, fill: '#1d2327', maxWidth: gw - 70 });
    cv.rect(gx + gw - 44, ry - 2, 44, 22, i === 1 ? '#c3c4c7' : s.primary, { rx: 11 });
    cv.circle(gx + gw - (i === 1 ? 33 : 11), ry + 9, 8, '#ffffff');
  });
}

export function heroCentered(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const h = cv.H - 76 - 96; // the first screen ends with the logo row
  const k = scale(cv);
  const mid = cv.W / 2;
  cv.rect(0, y, cv.W, h, s.surfaceAlt);
  cv.circle(cv.W * 0.08, y + h * 0.2, 160, s.primary, 0.08);
  cv.circle(cv.W * 0.95, y + h * 0.55, 220, s.accent, 0.08);
  const pill = fitTo(c.tagline, 13, cv.W * 0.5);
  const pw = textWidth(pill, 13, 600) + 40;
  cv.rect(mid - pw / 2, y + 44, pw, 32, s.surface, { rx: 16, stroke: s.border });
  cv.text(mid, y + 65, pill, { size: 13, fill: s.primary, weight: 600, anchor: 'middle' });
  let ty = y + 96;
  const lines = wrapText(title, 46 * k, cv.W * 0.7, 2, 800);
  lines.forEach((l, i) => cv.text(mid, ty + 46 * k + i * 56 * k, l, { size: 46 * k, fill: s.text, weight: 800, anchor: 'middle' }));
  ty += lines.length * 56 * k + 18;
  wrapText(c.intro, 17, cv.W * 0.55, 2).forEach((l, i) => cv.text(mid, ty + 17 + i * 26, l, { size: 17, fill: s.muted, anchor: 'middle' }));
  ty += 74;
  const w1 = textWidth(c.cta, 16, 600) + 16 * 2.6;
  const w2 = textWidth(c.secondaryCta, 16, 600) + 16 * 2.6;
  cv.button(mid - (w1 + w2 + 14) / 2, ty, c.cta, { size: 16 });
  cv.button(mid - (w1 + w2 + 14) / 2 + w1 + 14, ty, c.secondaryCta, { size: 16, outline: true, fill: s.text });
  ty += 76;
  // A peek at the product: a browser window cut off by the next section.
  const bx = cv.W * 0.14;
  const bw = cv.W * 0.72;
  if (ty < y + h - 40) {
    cv.rect(bx, ty, bw, y + h - ty + 20, s.surface, { rx: 14, shadow: true });
    cv.rect(bx, ty, bw, 34, mix(s.surface, s.text, 0.06), { rx: 14 });
    for (let i = 0; i < 3; i++) cv.circle(bx + 20 + i * 18, ty + 17, 5, ['#ff5f57', '#febc2e', '#28c840'][i]!);
    const cw = (bw - 80) / 3;
    for (let i = 0; i < 3; i++) cv.photo(bx + 20 + i * (cw + 20), ty + 54, cw, 140, i + 1, 8);
  }
  return h;
}

export function heroBold(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.7);
  const k = scale(cv);
  const on = s.onPrimary;
  cv.rect(0, y, cv.W, h, 'url(#hero)');
  cv.circle(cv.W * 0.8, y + h * 0.9, h * 0.55, '#ffffff', 0.07);
  cv.circle(cv.W * 0.98, y + h * 0.1, h * 0.3, '#ffffff', 0.06);
  // Nav on the gradient.
  cv.logo(px, y + 48, 22, on, mix(s.primary, '#ffffff', 0.25));
  let x = cv.W * 0.4;
  for (const item of c.nav.slice(0, 4)) {
    cv.text(x, y + 46, item, { size: 15, fill: on, opacity: 0.85, weight: 500 });
    x += textWidth(item, 15, 500) + 34;
  }
  const bw = textWidth(c.cta, 14, 600) + 14 * 2.6;
  cv.button(cv.W - px - bw, y + 20, c.cta, { size: 14, h: 40, fill: '#ffffff', color: s.primary });
  let ty = y + 120;
  cv.text(px, ty, c.tagline.toUpperCase(), { size: 13, fill: on, weight: 700, spacing: 2, opacity: 0.8, maxWidth: cv.W * 0.5 });
  ty += 14;
  ty += cv.paragraph(px, ty, title, { size: 52 * k, fill: on, weight: 800, maxWidth: cv.W * 0.5, lines: 3, lineHeight: 60 * k });
  ty += 16;
  ty += cv.paragraph(px, ty, c.intro, { size: 17, fill: on, opacity: 0.85, maxWidth: cv.W * 0.46, lines: 2, lineHeight: 26 });
  ty += 30;
  const w = cv.button(px, ty, c.cta, { size: 16, fill: '#ffffff', color: s.primary });
  cv.button(px + w + 14, ty, c.secondaryCta, { size: 16, outline: true, fill: on });
  // Phone mock-up with the app inside.
  const pw = 250 * k;
  const ph = Math.min(h - 90, 500 * k);
  const phx = cv.W * 0.66;
  const phy = y + 90;
  cv.rect(phx, phy, pw, ph, '#0b0b0f', { rx: 36, shadow: true });
  cv.rect(phx + 10, phy + 10, pw - 20, ph - 20, s.background, { rx: 28 });
  cv.rect(phx + pw / 2 - 40, phy + 18, 80, 18, '#0b0b0f', { rx: 9 });
  cv.photo(phx + 24, phy + 56, pw - 48, ph * 0.34, 1, 14);
  cv.bars(phx + 24, phy + 70 + ph * 0.34, pw - 48, 3, { h: 9, gap: 18 });
  cv.rect(phx + 24, phy + ph - 80, pw - 48, 42, s.primary, { rx: 21 });
  // Floating stat card.
  const fx = phx - 130 * k;
  const fy = phy + ph * 0.55;
  cv.rect(fx, fy, 200, 110, s.surface, { rx: 16, shadow: true });
  cv.text(fx + 18, fy + 32, c.stats[0]!.label, { size: 12, fill: s.muted, maxWidth: 170 });
  cv.text(fx + 18, fy + 62, c.stats[0]!.value, { size: 26, fill: s.text, weight: 800 });
  cv.path(`M${fx + 18} ${fy + 96}L${fx + 60} ${fy + 84}L${fx + 100} ${fy + 90}L${fx + 140} ${fy + 74}L${fx + 182} ${fy + 78}`, 'none', {
    stroke: s.accent,
    width: 3,
  });
  return h;
}

export function shopHero(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.46);
  const k = scale(cv);
  cv.rect(0, y, cv.W * 0.5, h, s.surfaceAlt);
  cv.photo(cv.W * 0.5, y, cv.W * 0.5, h, 2, 0);
  cv.rect(cv.W * 0.5 + 40, y + h - 80, 170, 44, s.surface, { rx: 22, opacity: 0.92 });
  cv.text(cv.W * 0.5 + 125, y + h - 52, c.products[0]!.name, { size: 13, fill: s.text, weight: 600, anchor: 'middle', maxWidth: 150 });
  let ty = y + 70;
  cv.text(px, ty, c.tagline.toUpperCase(), { size: 13, fill: s.primary, weight: 700, spacing: 2, maxWidth: cv.W * 0.38 });
  ty += 12;
  ty += cv.paragraph(px, ty, title, { size: 40 * k, fill: s.text, weight: 800, maxWidth: cv.W * 0.38, lines: 3, lineHeight: 48 * k });
  ty += 14;
  ty += cv.paragraph(px, ty, c.intro, { size: 16, fill: s.muted, maxWidth: cv.W * 0.36, lines: 2, lineHeight: 24 });
  ty += 26;
  if (ty + 50 < y + h) {
    const w = cv.button(px, ty, c.cta, { size: 15, rx: 6 });
    cv.button(px + w + 12, ty, c.secondaryCta, { size: 15, outline: true, fill: s.text, rx: 6 });
  }
  return h;
}

export function magazineHero(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const h = Math.round(cv.H * 0.56);
  const k = scale(cv);
  const lw = (cv.W - px * 2) * 0.62;
  const top = y + 32;
  const ih = h - 56;
  cv.photo(px, top, lw, ih, 0, 6);
  cv.raw(`<rect x="${px}" y="${top + ih * 0.45}" width="${lw}" height="${ih * 0.55}" fill="#000000" opacity="0.42" rx="6"/>`);
  const post = c.posts[0]!;
  cv.rect(px + 28, top + ih - 170 * k, textWidth(post.topic, 12, 700) + 24, 26, s.accent, { rx: 3 });
  cv.text(px + 40, top + ih - 170 * k + 18, post.topic.toUpperCase(), { size: 12, fill: s.onAccent, weight: 700, spacing: 1 });
  cv.paragraph(px + 28, top + ih - 150 * k, title, {
    size: 32 * k,
    fill: '#ffffff',
    weight: 700,
    family: 'serif',
    maxWidth: lw - 56,
    lines: 2,
    lineHeight: 40 * k,
  });
  cv.text(px + 28, top + ih - 28, `By ${post.author} · ${post.date} · ${post.minutes} min read`, {
    size: 13,
    fill: '#ffffff',
    opacity: 0.85,
  });
  const rx = px + lw + 32;
  const rw = cv.W - px - rx;
  const rowH = ih / 3;
  c.posts.slice(1, 4).forEach((p, i) => {
    const ry = top + i * rowH;
    cv.photo(rx, ry, rowH * 0.95 - 12, rowH - 16, i + 1, 6);
    const tx = rx + rowH * 0.95;
    cv.text(tx, ry + 18, p.topic.toUpperCase(), { size: 11, fill: s.primary, weight: 700, spacing: 1 });
    cv.paragraph(tx, ry + 26, p.title, {
      size: 16,
      fill: s.text,
      weight: 700,
      family: 'serif',
      maxWidth: rw - rowH * 0.95,
      lines: 3,
      lineHeight: 21,
    });
    if (i < 2) cv.line(rx, ry + rowH - 8, cv.W - px, ry + rowH - 8, s.border);
  });
  return h;
}

export function portfolioHero(cv: SvgCanvas, y: number, title: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const k = scale(cv);
  const h = Math.round(cv.H * 0.4);
  const used = cv.paragraph(px, y + 40, title, {
    size: 58 * k,
    fill: s.text,
    weight: 800,
    maxWidth: cv.W * 0.6,
    lines: 3,
    lineHeight: 64 * k,
    spacing: -1,
  });
  const rx = cv.W * 0.7;
  cv.paragraph(rx, y + 60, c.intro, { size: 15, fill: s.muted, maxWidth: cv.W - px - rx, lines: 5, lineHeight: 23 });
  cv.circle(rx + 6, y + 200, 6, '#22c55e');
  cv.text(rx + 20, y + 205, 'Available for new projects', { size: 14, fill: s.text, weight: 600 });
  return Math.max(h, used + 70);
}
