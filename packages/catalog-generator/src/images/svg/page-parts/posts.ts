// Blog parts: a grid of posts and an article page.
import { mix } from '../../../shared/colors';
import { pad } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { textWidth } from '../text-fit';

export function postGrid(cv: SvgCanvas, y: number, heading: string, cols: number, rows: number): number {
  const { s, c } = cv;
  const px = pad(cv);
  let h = 24;
  if (heading) {
    cv.text(px, y + 64, heading, { size: 26, fill: s.text, weight: 800, family: c.kind === 'blog' ? 'serif' : undefined });
    cv.text(cv.W - px, y + 64, 'View all →', { size: 14, fill: s.primary, weight: 600, anchor: 'end' });
    h = 92;
  }
  const gap = 28;
  const cw = (cv.W - px * 2 - gap * (cols - 1)) / cols;
  const ih = cw * 0.62;
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < cols; i++) {
      const p = c.posts[(r * cols + i + 2) % c.posts.length]!;
      const x = px + i * (cw + gap);
      const top = y + h + r * (ih + 150);
      cv.photo(x, top, cw, ih, r * cols + i, 8);
      cv.text(x, top + ih + 28, p.topic.toUpperCase(), { size: 11, fill: s.primary, weight: 700, spacing: 1 });
      cv.paragraph(x, top + ih + 36, p.title, {
        size: 18,
        fill: s.text,
        weight: 700,
        maxWidth: cw,
        lines: 2,
        lineHeight: 24,
        family: c.kind === 'blog' ? 'serif' : undefined,
      });
      cv.text(x, top + ih + 112, `${p.author} · ${p.minutes} min read`, { size: 13, fill: s.muted, maxWidth: cw });
    }
  }
  return h + rows * (ih + 150) + 20;
}

export function article(cv: SvgCanvas, y: number, postTitle: string): number {
  const { s, c } = cv;
  const px = pad(cv);
  const post = c.posts[0]!;
  const cw = (cv.W - px * 2) * 0.66;
  cv.rect(px, y + 40, textWidth(post.topic, 12, 700) + 24, 26, mix(s.background, s.primary, 0.14), { rx: 13 });
  cv.text(px + 12, y + 58, post.topic.toUpperCase(), { size: 12, fill: s.primary, weight: 700 });
  const used = cv.paragraph(px, y + 80, postTitle, {
    size: 40,
    fill: s.text,
    weight: 800,
    maxWidth: cw,
    lines: 2,
    lineHeight: 48,
    family: c.kind === 'blog' ? 'serif' : undefined,
  });
  cv.avatar(px + 18, y + 118 + used, 18, post.author);
  cv.text(px + 46, y + 114 + used, post.author, { size: 14, fill: s.text, weight: 700 });
  cv.text(px + 46, y + 132 + used, `${post.date} · ${post.minutes} min read`, { size: 13, fill: s.muted });
  const top = y + 160 + used;
  cv.photo(px, top, cw, 300, 1, 12);
  let ty = top + 330;
  ty += cv.bars(px, ty, cw, 4, { seed: 1 }) + 16;
  cv.rect(px, ty, 4, 64, s.accent);
  cv.paragraph(px + 24, ty - 4, c.quotes[0]!.text, {
    size: 20,
    fill: s.text,
    family: 'serif',
    maxWidth: cw - 40,
    lines: 2,
    lineHeight: 28,
  });
  ty += 90;
  cv.bars(px, ty, cw, 5, { seed: 4 });
  // Sidebar.
  const sx = px + cw + 48;
  const sw = cv.W - px - sx;
  cv.rect(sx, y + 40, sw, 190, s.surfaceAlt, { rx: 16 });
  cv.avatar(sx + 44, y + 90, 26, post.author);
  cv.text(sx + 84, y + 86, post.author, { size: 16, fill: s.text, weight: 700, maxWidth: sw - 100 });
  cv.text(sx + 84, y + 106, 'Staff writer', { size: 13, fill: s.muted });
  cv.bars(sx + 24, y + 138, sw - 48, 3, { seed: 2 });
  cv.text(sx, y + 280, 'POPULAR', { size: 12, fill: s.muted, weight: 700, spacing: 2 });
  c.posts.slice(1, 5).forEach((p, i) => {
    cv.text(sx, y + 324 + i * 70, `0${i + 1}`, { size: 24, fill: s.primary, weight: 800, opacity: 0.4 });
    cv.paragraph(sx + 46, y + 302 + i * 70, p.title, { size: 15, fill: s.text, weight: 600, maxWidth: sw - 46, lines: 2, lineHeight: 20 });
  });
  return Math.max(ty + 110 - y, 640);
}
