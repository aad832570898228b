// The static HTML package: the starter site of a template with a design, or a simple page when the design is gone.
import { pageContentFor } from '../../content/page-content';
import { htmlDocument } from '../../shared/html-document';
import type { PreviewSource } from '../../content/page-types';
import { renderLivePreviewHtml } from '../../demo/live-preview';
import { renderPreviewSvg } from '../../images/preview';
import { renderScreenshotSvg, screenshotPageName } from '../../images/screenshot';
import { MAX_PAGE_DESIGNS } from '../../listing/package-claims';
import { escapeMarkup as esc } from '../../shared/markup';
import { categoryLabel, plainWords } from '../labels';
import type { PackageFile } from '../package-file';

export const IMAGES_DIR = 'assets/images';
/** A generated template lists 3 to 6 screenshots; this only bounds hand-edited rows (the listing counts the same way). */
const MAX_DESIGNS = MAX_PAGE_DESIGNS;

/**
 * The generated starter site of a template that has a design: the live demo page as `index.html`,
 * a page showing its page designs, and the images (drawn by the SVG renderer, as in the catalog).
 * Every link is relative, so the site works opened from disk and from any folder of a web host.
 */
export function starterSiteFiles(template: PreviewSource & { screenshots: readonly string[] }): PackageFile[] {
  const count = Math.min(Math.max(template.screenshots.length, 1), MAX_DESIGNS);
  const designs = Array.from({ length: count }, (_, i) => ({
    file: `${IMAGES_DIR}/screenshot-${i + 1}.svg`,
    page: plainWords(screenshotPageName(template, i + 1)),
    svg: renderScreenshotSvg(template, i + 1),
  }));
  const primary = pageContentFor(template).scheme.primary;
  return [
    { name: 'index.html', content: standaloneHome(renderLivePreviewHtml(template), template.name) },
    { name: 'designs.html', content: designsPage(template.name, designs) },
    { name: `${IMAGES_DIR}/favicon.svg`, content: favicon(primary) },
    { name: `${IMAGES_DIR}/preview.svg`, content: renderPreviewSvg(template) },
    ...designs.map((d) => ({ name: d.file, content: d.svg })),
  ];
}

/**
 * The live demo site made into a site of its own: indexable (the demo is noindex), titled by the
 * template, with a favicon and a banner to the page designs. renderLivePreviewHtml is the bare site
 * (the marketplace's preview bar lives on another page, demo/preview-page.ts), so nothing is stripped.
 */
function standaloneHome(html: string, name: string): string {
  const banner = `<a class="lp-banner" href="designs.html">Starter site of <strong>${esc(name)}</strong> — see every page design</a>`;
  const page = html
    .replace(/<meta name="robots" content="noindex">\n?/, '')
    .replace(/<title>([\s\S]*?) — Live preview<\/title>/, '<title>$1</title>')
    .replace('</head>', () => `<link rel="icon" type="image/svg+xml" href="${IMAGES_DIR}/favicon.svg">\n</head>`);
  return page.replace('</body>', () => `${banner}\n</body>`);
}

function designsPage(name: string, designs: ReadonlyArray<{ file: string; page: string }>): string {
  const figures = [
    `<figure><img src="${IMAGES_DIR}/preview.svg" alt="${esc(name)}, preview" width="1200" height="800" loading="lazy"><figcaption>Preview</figcaption></figure>`,
    ...designs.map(
      (d, i) =>
        `<figure><img src="${esc(d.file)}" alt="${esc(name)}, ${esc(d.page)} page" width="1440" height="900" loading="lazy"><figcaption>${i + 1}. ${esc(d.page)}</figcaption></figure>`,
    ),
  ];
  return page(
    `${name} — page designs`,
    `<header><a href="index.html">← Back to the site</a><h1>${esc(name)}</h1><p>The page designs of this template. Build the inner pages of your site from them.</p></header>
<main class="designs">
${figures.join('\n')}
</main>`,
  );
}

/** The logo mark of the live demo (a rounded square with a dot), in the design's primary colour. */
function favicon(primary: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${esc(primary)}"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>\n`;
}

/** What a simple page is made from: the order item's snapshot, or a template without a design. */
export interface SimplePageSource {
  name: string;
  category: string;
  subcategory: string;
  description?: string;
  features?: readonly string[];
}

/**
 * When the design can no longer be read (the template was deleted since purchase, or never had one):
 * a plain page with what is known of the template, and its preview image when one is at hand.
 */
export function simpleSiteFiles(source: SimplePageSource, preview?: { extension: string; content: Buffer }): PackageFile[] {
  const image = preview ? `${IMAGES_DIR}/preview.${preview.extension}` : undefined;
  const kind = `${categoryLabel(source.category)} template${source.subcategory ? ` · ${plainWords(source.subcategory)}` : ''}`;
  const features = (source.features ?? []).filter((f) => typeof f === 'string' && f.trim());
  const body = `<header><p class="kind">${esc(kind)}</p><h1>${esc(source.name)}</h1>${source.description ? `<p>${esc(source.description)}</p>` : ''}</header>
<main>
${image ? `<figure><img src="${esc(image)}" alt="${esc(source.name)}, preview"></figure>\n` : ''}${
    features.length ? `<h2>Features</h2><ul>${features.map((f) => `<li>${esc(f)}</li>`).join('')}</ul>\n` : ''
  }<p class="note">This is a simple starter page: edit it, or replace it with your own site. See README.md for the next steps.</p>
</main>`;
  return [
    { name: 'index.html', content: page(source.name, body) },
    ...(image && preview ? [{ name: image, content: preview.content }] : []),
  ];
}

/** A small self-contained page (inline CSS, no script). */
function page(title: string, body: string): string {
  return htmlDocument({
    title,
    head: `<style>*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f8fafc;color:#0f172a;line-height:1.6}header,main{width:min(1100px,100% - 40px);margin-inline:auto}header{padding:48px 0 24px}h1{font-size:clamp(28px,4vw,44px);margin:0 0 8px}a{color:#4f46e5}.kind{text-transform:uppercase;letter-spacing:.12em;font-size:13px;font-weight:700;color:#64748b;margin:0}figure{margin:0 0 32px}img{display:block;width:100%;height:auto;border-radius:12px;box-shadow:0 20px 40px -20px rgba(0,0,0,.3);background:#fff}figcaption{margin-top:10px;font-weight:600;color:#475569}.designs{display:grid;gap:8px;padding-bottom:48px}.note{margin:32px 0 48px;padding:16px 20px;border-left:4px solid #4f46e5;background:#eef2ff;border-radius:8px}</style>`,
    body,
  });
}
