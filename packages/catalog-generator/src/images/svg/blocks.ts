// How a page is stacked from blocks, and the page margin and scale every block uses.
import type { SvgCanvas } from './canvas';

export type Block = (cv: SvgCanvas, y: number) => number;

export const pad = (cv: SvgCanvas) => Math.round(cv.W * 0.06);
export const scale = (cv: SvgCanvas) => cv.W / 1200;

export function stack(cv: SvgCanvas, blocks: Block[]): void {
  let y = 0;
  for (const block of blocks) {
    if (y >= cv.H) break;
    y += block(cv, y);
  }
}
