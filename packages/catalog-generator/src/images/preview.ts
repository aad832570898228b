// The catalog card image of a template: renderPreviewSvg, PREVIEW_SIZE.
import { pageContentFor } from '../content/page-content';
import type { PreviewSource } from '../content/page-types';
import { SvgCanvas } from './svg/canvas';
import { drawPage } from './svg/draw-page';

export const PREVIEW_SIZE = { width: 1200, height: 800 } as const;

/** The catalog card image: the template's home page, 1200×800. */
export function renderPreviewSvg(source: PreviewSource): string {
  const c = pageContentFor(source);
  const cv = new SvgCanvas(PREVIEW_SIZE.width, PREVIEW_SIZE.height, c);
  drawPage(cv, c.pages[0]!, source.name);
  return cv.toString();
}
