// screenshot.png of the theme: the catalog preview centred on a 1200x900 canvas (WordPress's size), as PNG.
import type { PageContent } from '../../content/page-types';
import { renderPreviewSvg } from '../../images/preview';
import { svgToPng } from '../common/raster';
import type { PackageSource } from '../common/platform-types';
import { esc } from '../common/text';

export const THEME_SCREENSHOT = { width: 1200, height: 900 } as const;

/** The SVG of the screenshot: the 1200x800 preview, 50 px of the page colour above and below. */
export function screenshotSvg(template: PackageSource, content: PageContent): string {
  const preview = renderPreviewSvg(template).replace(/^<\?xml[^>]*>\s*/, '');
  const nested = preview.replace(/^<svg\b/, '<svg x="0" y="50"');
  const { width, height } = THEME_SCREENSHOT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${esc(content.scheme.background)}"/>${nested}</svg>`;
}

/** screenshot.png, or null when PNGs cannot be made here (the theme then has no screenshot). */
export function screenshotPng(template: PackageSource, content: PageContent): Buffer | null {
  return svgToPng(screenshotSvg(template, content));
}
