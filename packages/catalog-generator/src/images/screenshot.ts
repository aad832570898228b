// The gallery screenshots of a template: renderScreenshotSvg, screenshotPageName, SCREENSHOT_SIZE.
import { pageContentFor } from '../content/page-content';
import type { PreviewSource } from '../content/page-types';
import { SvgCanvas } from './svg/canvas';
import { drawPage } from './svg/draw-page';

export const SCREENSHOT_SIZE = { width: 1440, height: 900 } as const;

/** Screenshot n (1-based) of the gallery, 1440×900: home, then inner pages (about, shop, contact...). */
export function renderScreenshotSvg(source: PreviewSource, n: number): string {
  const c = pageContentFor(source);
  const cv = new SvgCanvas(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height, c);
  const index = Math.max(0, Math.floor(n) - 1);
  drawPage(cv, c.pages[index % c.pages.length]!, source.name);
  return cv.toString();
}

/** Which page screenshot n shows, e.g. for alt texts. */
export function screenshotPageName(source: PreviewSource, n: number): string {
  const c = pageContentFor(source);
  return c.pages[Math.max(0, Math.floor(n) - 1) % c.pages.length]!;
}
