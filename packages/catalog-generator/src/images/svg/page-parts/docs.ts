// The documentation page: search bar, sidebar, the guide (or help articles) and the table of contents.
import { HELP_ARTICLES } from '../../../content/page-words';
import { mix } from '../../../shared/colors';
import { scale } from '../blocks';
import type { SvgCanvas } from '../canvas';
import { textWidth } from '../text-fit';

export function docs(cv: SvgCanvas, title: string): number {
  const { s, c } = cv;
  const k = scale(cv);
  const topH = 64;
  cv.rect(0, 0, cv.W, topH, s.background);
  cv.logo(28, 40, 20, s.text);
  cv.rect(cv.W * 0.32, 14, cv.W * 0.32, 36, s.surfaceAlt, { rx: 10, stroke: s.border });
  cv.text(cv.W * 0.32 + 16, 37, 'Search documentation…', { size: 14, fill: s.muted });
  cv.rect(cv.W * 0.64 - 48, 22, 36, 20, s.background, { rx: 5, stroke: s.border });
  cv.text(cv.W * 0.64 - 30, 37, '⌘K', { size: 11, fill: s.muted, anchor: 'middle' });
  let x = cv.W * 0.7;
  for (const item of c.nav.slice(0, 3)) {
    cv.text(x, 38, item, { size: 14, fill: s.text, weight: 500, opacity: 0.8 });
    x += textWidth(item, 14, 500) + 28;
  }
  cv.line(0, topH, cv.W, topH, s.border);
  // Sidebar.
  const sw = 260 * k;
  cv.rect(0, topH, sw, cv.H - topH, s.surfaceAlt);
  cv.line(sw, topH, sw, cv.H, s.border);
  let sy = topH + 40;
  c.docTopics.forEach((topic, i) => {
    cv.text(28, sy, topic.title.toUpperCase(), { size: 11, fill: s.muted, weight: 700, spacing: 1 });
    sy += 14;
    const links = i === 0 ? ['Introduction', 'Quick start', 'Project structure', 'Next steps'] : ['Overview', 'Examples'];
    links.forEach((l, j) => {
      const active = i === 0 && j === 1;
      if (active) cv.rect(16, sy + j * 30 + 4, sw - 32, 28, mix(s.background, s.primary, 0.14), { rx: 6 });
      cv.text(28, sy + j * 30 + 23, l, {
        size: 14,
        fill: active ? s.primary : s.text,
        weight: active ? 600 : 400,
        opacity: active ? 1 : 0.8,
      });
    });
    sy += links.length * 30 + 22;
  });
  // Content.
  const cx = sw + 56;
  const cw = cv.W - cx - 260 * k;
  cv.text(cx, topH + 44, `Docs  /  ${c.docTopics[0]!.title}  /  Quick start`, { size: 13, fill: s.muted });
  let ty = topH + 60;
  ty += cv.paragraph(cx, ty, title, { size: 34 * k, fill: s.text, weight: 800, maxWidth: cw, lines: 2, lineHeight: 42 * k });
  ty += 12;
  ty += cv.paragraph(cx, ty, c.intro, { size: 16, fill: s.muted, maxWidth: cw, lines: 3, lineHeight: 25 });
  ty += 20;
  if (c.subcategory === 'knowledge-base') {
    cv.text(cx, ty + 10, 'Popular articles', { size: 22, fill: s.text, weight: 700 });
    HELP_ARTICLES.forEach((a, i) => {
      const ry = ty + 32 + i * 58;
      cv.rect(cx, ry, cw, 48, s.surface, { rx: 10, stroke: s.border });
      cv.icon(cx + 10, ry + 8, 32, i);
      cv.text(cx + 56, ry + 30, a, { size: 15, fill: s.text, weight: 600, maxWidth: cw - 100 });
      cv.text(cx + cw - 18, ry + 30, '→', { size: 16, fill: s.primary, anchor: 'end' });
    });
  } else {
    installGuide(cv, cx, ty, cw);
  }
  // On this page.
  const rx = cv.W - 220 * k;
  cv.text(rx, topH + 44, 'ON THIS PAGE', { size: 11, fill: s.muted, weight: 700, spacing: 1 });
  ['Before you begin', 'Install', 'Configure', 'Deploy', 'Next steps'].forEach((l, i) =>
    cv.text(rx, topH + 76 + i * 28, l, {
      size: 14,
      fill: i === 1 ? s.primary : s.text,
      opacity: i === 1 ? 1 : 0.75,
      weight: i === 1 ? 600 : 400,
    }),
  );
  return cv.H;
}

/** A note, an install code block and the next heading of a docs page. */
function installGuide(cv: SvgCanvas, cx: number, y: number, cw: number): void {
  const { s, c } = cv;
  let ty = y;
  cv.rect(cx, ty, cw, 64, mix(s.background, s.secondary, 0.1), { rx: 10 });
  cv.rect(cx, ty, 4, 64, s.secondary);
  cv.text(cx + 22, ty + 27, 'Note', { size: 14, fill: s.secondary, weight: 700 });
  cv.text(cx + 22, ty + 48, `You need Node 20 or newer to follow this guide.`, { size: 14, fill: s.text, maxWidth: cw - 40 });
  ty += 88;
  cv.text(cx, ty + 10, 'Install', { size: 22, fill: s.text, weight: 700 });
  ty += 28;
  const code = ['$ npm install @' + c.brand.toLowerCase().replace(/[^a-z0-9]+/g, '') + '/cli', '$ npx init my-project', '$ npm run dev'];
  cv.rect(cx, ty, cw, 40 + code.length * 26, '#0f172a', { rx: 10 });
  code.forEach((line, i) =>
    cv.text(cx + 22, ty + 34 + i * 26, line, { size: 14, fill: i === 0 ? '#7dd3fc' : '#e2e8f0', family: 'mono', maxWidth: cw - 44 }),
  );
  ty += 64 + code.length * 26;
  cv.text(cx, ty + 10, 'Configure', { size: 22, fill: s.text, weight: 700 });
  cv.bars(cx, ty + 34, cw, 4, { seed: 3 });
}
