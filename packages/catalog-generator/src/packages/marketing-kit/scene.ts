// A tiny drawing model for the marketing artwork (rects, circles, text lines), drawn as SVG; print.ts draws the same scenes as PDF.
import { esc } from '../common/text';

export type Shape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; r?: number; opacity?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string; opacity?: number }
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold?: boolean; fill: string; anchor?: 'start' | 'middle' | 'end' };

/** A picture: its size (px for screens, pt for print) and its shapes, y measured from the top, text y at the baseline. */
export interface Scene {
  width: number;
  height: number;
  shapes: Shape[];
}

/** Rough advance widths of Inter, in em, so lines can be wrapped before any font is at hand. */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.28;
  if ("iljtfr.,:;'!|’()[]".includes(ch)) return 0.32;
  if ('mwMW@'.includes(ch)) return 0.88;
  if (ch >= 'A' && ch <= 'Z') return 0.7;
  if (ch >= '0' && ch <= '9') return 0.62;
  return 0.58;
}

/** The width a line of text takes at a font size (bold is a little wider). */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * size * (bold ? 1.07 : 1);
}

/** Greedy word wrap to a width; a word longer than the line is kept whole. */
export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Text fitted in a box: the largest size from `max` down to `min` whose wrapped lines fit `width`
 * and at most `maxLines` lines; past that, the last line ends with an ellipsis.
 */
export function fit(
  text: string,
  o: { max: number; min: number; width: number; maxLines: number; bold?: boolean },
): { size: number; lines: string[] } {
  const fits = (lines: string[], size: number) => lines.length <= o.maxLines && lines.every((l) => textWidth(l, size, o.bold) <= o.width);
  for (let size = o.max; ; size = Math.max(o.min, Math.floor(size * 0.92))) {
    const lines = wrap(text, size, o.width, o.bold);
    if (fits(lines, size)) return { size, lines };
    if (size <= o.min) break;
  }
  const all = wrap(text, o.min, o.width, o.bold);
  const lines = all.slice(0, o.maxLines);
  const last = lines.length - 1;
  if (last >= 0 && !fits(all, o.min)) {
    let line = lines[last]!;
    while (line.length > 1 && textWidth(`${line}…`, o.min, o.bold) > o.width) line = line.slice(0, -1);
    lines[last] = `${line.replace(/[\s,.;:]+$/, '')}…`;
  }
  return { size: o.min, lines };
}

/** Text lines as shapes, from a top edge; returns the shapes and the bottom edge. */
export function textBlock(
  lines: readonly string[],
  o: { x: number; top: number; size: number; fill: string; bold?: boolean; anchor?: 'start' | 'middle' | 'end'; leading?: number },
): { shapes: Shape[]; bottom: number } {
  const leading = o.leading ?? 1.2;
  const shapes: Shape[] = lines.map((text, i) => ({
    kind: 'text',
    x: o.x,
    y: o.top + o.size * (0.9 + i * leading),
    text,
    size: o.size,
    bold: o.bold,
    fill: o.fill,
    anchor: o.anchor,
  }));
  return { shapes, bottom: o.top + o.size * (lines.length * leading) };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The scene as an editable SVG; text keeps the design's font stack (PNG rendering falls back to the bundled Inter). */
export function sceneSvg(scene: Scene, font: string, title: string): string {
  const body = scene.shapes
    .map((s) => {
      const opacity = 'opacity' in s && s.opacity !== undefined ? ` fill-opacity="${s.opacity}"` : '';
      if (s.kind === 'rect')
        return `<rect x="${round(s.x)}" y="${round(s.y)}" width="${round(s.w)}" height="${round(s.h)}"${s.r ? ` rx="${round(s.r)}"` : ''} fill="${esc(s.fill)}"${opacity}/>`;
      if (s.kind === 'circle') return `<circle cx="${round(s.cx)}" cy="${round(s.cy)}" r="${round(s.r)}" fill="${esc(s.fill)}"${opacity}/>`;
      const anchor = s.anchor && s.anchor !== 'start' ? ` text-anchor="${s.anchor}"` : '';
      return `<text x="${round(s.x)}" y="${round(s.y)}" font-size="${round(s.size)}"${s.bold ? ' font-weight="700"' : ''} fill="${esc(s.fill)}"${anchor}>${esc(s.text)}</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}" font-family="${esc(font)}">
<title>${esc(title)}</title>
${body}
</svg>
`;
}
