// Marketing kits: artboards of posts, banners or print pages, and one design open in an editor.
import { readableOn } from '../../../shared/colors';
import type { SvgCanvas } from '../canvas';
import { fitTo, textWidth, wrapText } from '../text-fit';

export function artboards(cv: SvgCanvas, page: string, title: string): void {
  const { s, c } = cv;
  const canvasBg = s.dark ? '#1e1e1e' : '#e9e9ec';
  cv.rect(0, 0, cv.W, cv.H, canvasBg);
  for (let x = 20; x < cv.W; x += 40) for (let y = 20; y < cv.H; y += 40) cv.circle(x, y, 1.2, s.dark ? '#3a3a3a' : '#cfcfd4');
  if (page === 'artboard-detail') {
    // An editor around one design: layers on the left, properties on the right.
    cv.rect(0, 0, 240, cv.H, '#2c2c2c');
    cv.text(20, 36, 'Layers', { size: 14, fill: '#ffffff', weight: 700 });
    ['Headline', 'Subline', 'Button', 'Photo', 'Shape 1', 'Shape 2', 'Background'].forEach((l, i) => {
      if (i === 0) cv.rect(8, 52 + i * 32, 224, 30, '#0d99ff', { rx: 4, opacity: 0.35 });
      cv.text(24, 72 + i * 32, l, { size: 13, fill: '#e5e5e5' });
    });
    cv.rect(cv.W - 260, 0, 260, cv.H, '#2c2c2c');
    cv.text(cv.W - 240, 36, 'Design', { size: 14, fill: '#ffffff', weight: 700 });
    [s.primary, s.secondary, s.accent, s.background, s.text].forEach((col, i) => {
      cv.rect(cv.W - 240, 64 + i * 36, 22, 22, col, { rx: 4, stroke: '#555555' });
      cv.text(cv.W - 206, 80 + i * 36, col.toUpperCase(), { size: 13, fill: '#e5e5e5', family: 'mono' });
    });
    const aw = (cv.H - 120) * 0.72;
    design(cv, (cv.W - aw) / 2, 60, aw, cv.H - 120, 0, title);
    cv.raw(
      `<rect x="${((cv.W - aw) / 2).toFixed(1)}" y="60" width="${aw.toFixed(1)}" height="${cv.H - 120}" fill="none" stroke="#0d99ff" stroke-width="2"/>`,
    );
    return;
  }
  // Three artboards side by side, sized like the product (posts, banners or print).
  const label = (x: number, y: number, text: string) => cv.text(x, y - 12, text, { size: 13, fill: s.dark ? '#bbbbbb' : '#555555' });
  const area = cv.H - 160;
  const boards: Array<[number, number, string]> =
    c.subcategory === 'banners'
      ? [
          [cv.W * 0.62, area * 0.18, 'Leaderboard 728×90'],
          [area * 0.5, area * 0.42, 'Rectangle 300×250'],
          [area * 0.2, area * 0.8, 'Skyscraper 160×600'],
        ]
      : c.subcategory === 'social-media'
        ? [
            [area * 0.55, area * 0.55, 'Post 1080×1080'],
            [area * 0.42, area * 0.75, 'Story 1080×1920'],
            [area * 0.55, area * 0.55, 'Carousel 1080×1080'],
          ]
        : [
            [area * 0.55, area * 0.78, 'A4 front'],
            [area * 0.55, area * 0.78, 'A4 back'],
            [area * 0.38, area * 0.54, 'A5 flyer'],
          ];
  const total = boards.reduce((sum, [w]) => sum + w, 0) + 60 * (boards.length - 1);
  let x = Math.max(40, (cv.W - total) / 2);
  if (total > cv.W - 80) {
    // Wide banner formats: stack the leaderboard on top.
    const [lw, lh, ll] = boards[0]!;
    label((cv.W - lw) / 2, 90, ll);
    design(cv, (cv.W - lw) / 2, 90, lw, lh, 0, title);
    const rest = boards.slice(1);
    let rx = (cv.W - rest.reduce((sum, [w]) => sum + w, 0) - 60) / 2;
    rest.forEach(([w, h, l], i) => {
      label(rx, 150 + lh, l);
      design(cv, rx, 150 + lh, w, Math.min(h, cv.H - 190 - lh), i + 1, title);
      rx += w + 60;
    });
    return;
  }
  boards.forEach(([w, h, l], i) => {
    const y = 100 + (area - h) / 2;
    label(x, y, l);
    design(cv, x, y, w, h, i, title);
    x += w + 60;
  });
}

/** One marketing design (post, ad, flyer page) in the palette. */
function design(cv: SvgCanvas, x: number, y: number, w: number, h: number, variant: number, title: string): void {
  const { s } = cv;
  const bgs = [s.primary, s.background, s.secondary];
  const bg = bgs[variant % 3]!;
  const fg = variant % 3 === 1 ? s.text : readableOn(bg);
  cv.rect(x, y, w, h, bg, { shadow: true });
  cv.beginClip(x, y, w, h);
  drawDesign(cv, x, y, w, h, variant, title, fg);
  cv.endClip();
}

function drawDesign(cv: SvgCanvas, x: number, y: number, w: number, h: number, variant: number, title: string, fg: string): void {
  const { s, c } = cv;
  const wide = w > h * 2.5;
  const tall = h > w * 1.8;
  if (wide) {
    cv.photo(x + w * 0.68, y, w * 0.32, h, variant, 0);
    cv.text(x + h * 0.3, y + h * 0.48, fitTo(c.tagline, h * 0.26, w * 0.45), { size: h * 0.26, fill: fg, weight: 800 });
    cv.text(x + h * 0.3, y + h * 0.78, c.brand, { size: h * 0.16, fill: fg, opacity: 0.8 });
    cv.button(x + w * 0.5, y + h * 0.28, c.cta, { size: h * 0.16, h: h * 0.44, fill: s.accent, color: s.onAccent });
    return;
  }
  const m = Math.min(w, h) * 0.08;
  const photoH = tall ? h * 0.4 : h * 0.45;
  cv.circle(x + w * 0.85, y + h * 0.12, Math.min(w, h) * 0.22, s.accent, 0.35);
  if (variant % 2 === 0) cv.photo(x + m, y + h - photoH - m, w - m * 2, photoH, variant + 1, 4);
  else cv.photo(x, y, w, photoH, variant + 1, 0);
  const ty = variant % 2 === 0 ? y + m : y + photoH + m * 0.6;
  const size = Math.max(12, Math.min(w * 0.1, h * 0.075));
  cv.text(x + m, ty + size * 0.9, c.brand.toUpperCase(), { size: size * 0.42, fill: fg, weight: 700, spacing: 2, opacity: 0.8 });
  const lines = wrapText(variant === 0 ? title : c.tagline, size, w - m * 2, 3, 800);
  lines.forEach((l, i) => cv.text(x + m, ty + size * 2.1 + i * size * 1.12, l, { size, fill: fg, weight: 800 }));
  const by = ty + size * 2.4 + lines.length * size * 1.12;
  if (by + size * 1.6 < y + h - (variant % 2 === 0 ? photoH + m : 0)) {
    cv.rect(x + m, by, textWidth(c.cta, size * 0.45, 600) + size * 1.2, size * 1.3, s.accent, { rx: size * 0.65 });
    cv.text(x + m + size * 0.6, by + size * 0.82, c.cta, { size: size * 0.45, fill: s.onAccent, weight: 700 });
  }
}
