import { Injectable } from '@nestjs/common';
import { listingDemoPaths } from '@tm/contracts/listings';
import type { TemplateEntity } from '../catalog/entities/template.entity';
import { listingDemoFolder } from '../listings/entities/listing-demo.entity';
import {
  escapeMarkup as esc,
  htmlDocument,
  previewFramePath,
  renderLivePreviewHtml,
  renderPreviewPageHtml,
  renderPreviewSvg,
  renderScreenshotSvg,
  templatePagePath,
} from '@tm/catalog-generator';
import { ShopSettingsService } from '../shop-settings';
import type { RenderedFile } from '../../infrastructure/storage';
import { PreviewsRepository } from './previews.repository';
import { ClockService } from '../../common/clock';
import { priceCentsAt } from '../catalog';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const GENERATED_IMAGE = /^generated-images\/([a-z0-9]+(?:-[a-z0-9]+)*)\/(?:preview|screenshot-([1-9]\d?))\.svg$/;

export interface PreviewPage {
  status: 200 | 404;
  html: string;
}

/** The frame of a template with an uploaded demo: its own site, at the path its relative links resolve from. */
export interface PreviewRedirect {
  status: 302;
  location: string;
}

/** Live demo pages (the preview bar page and the bare demo in its frame) and generated images, rendered from a stored template's design. */
@Injectable()
export class PreviewsService {
  constructor(
    private readonly templates: PreviewsRepository,
    private readonly clock: ClockService,
    private readonly shop: ShopSettingsService,
  ) {}

  /** /preview/:slug: the preview bar (name, device widths, price, Buy, Back) above the demo in a frame. */
  async livePreview(slug: string): Promise<PreviewPage> {
    const found = await this.withDemo(slug);
    if ('html' in found) return found;
    const { template } = found;
    const uploaded = await this.templates.uploadedDemo(template.id);
    const { shopName } = await this.shop.identity();
    const page = renderPreviewPageHtml({
      slug: template.slug,
      name: template.name,
      priceCents: priceCentsAt(template, this.clock.now()),
      marketplace: shopName,
    });
    return { status: 200, html: withOpenInNewTab(page, uploaded ? listingDemoPaths(template.slug).site : previewFramePath(template.slug)) };
  }

  /**
   * /preview/:slug/frame: the bare demo site, as the HTML package ships it; for a template with an
   * uploaded static demo, a redirect to that demo (/preview/:slug/site/).
   */
  async liveFrame(slug: string): Promise<PreviewPage | PreviewRedirect> {
    const found = await this.withDemo(slug);
    if ('html' in found) return found;
    if (await this.templates.uploadedDemo(found.template.id)) return { status: 302, location: listingDemoPaths(found.template.slug).site };
    return { status: 200, html: renderLivePreviewHtml(found.template) };
  }

  /** The storage folder of the uploaded demo of the template at `slug` (published or unlisted), or null when there is none. */
  async uploadedDemoFolder(slug: string): Promise<string | null> {
    const template = SLUG.test(slug) && slug.length <= 160 ? await this.templates.bySlug(slug) : null;
    const demo = template ? await this.templates.uploadedDemo(template.id) : null;
    return template && demo ? listingDemoFolder(template.id, demo.id) : null;
  }

  private async withDemo(slug: string): Promise<{ template: TemplateEntity } | PreviewPage> {
    const template = SLUG.test(slug) && slug.length <= 160 ? await this.templates.bySlug(slug) : null;
    if (!template)
      return {
        status: 404,
        html: notFoundPage('This template does not exist or may have been removed.', '/browse', 'Browse all templates'),
      };
    if (!template.livePreviewUrl) {
      return {
        status: 404,
        html: notFoundPage('There is no live demo for this template.', templatePagePath(template.slug), 'Back to the template'),
      };
    }
    return { template };
  }

  /**
   * generated-images/<slug>/preview.svg or screenshot-<n>.svg of a stored template whose file is not
   * on disk (catalogs seeded with --no-images): drawn now from its design. Null for anything else.
   */
  async renderGeneratedImage(relativePath: string): Promise<RenderedFile | null> {
    const match = GENERATED_IMAGE.exec(relativePath);
    if (!match) return null;
    const template = await this.templates.bySlug(match[1]!);
    if (!template) return null;
    if (match[2] === undefined) {
      return template.previewImage === relativePath
        ? { body: renderPreviewSvg(template), contentType: 'image/svg+xml; charset=utf-8' }
        : null;
    }
    if (!template.screenshots.includes(relativePath)) return null;
    return { body: renderScreenshotSvg(template, Number(match[2])), contentType: 'image/svg+xml; charset=utf-8' };
  }
}

export const PREVIEW_NOT_FOUND_TITLE = 'Live preview not available';

/** The bar's link to the demo on its own, in a new tab: where a frame is too small, or refused. */
export const OPEN_IN_NEW_TAB = 'Open in a new tab';

function withOpenInNewTab(page: string, href: string): string {
  const back = '<a class="pv-back"';
  const link = `<a class="pv-back pv-open" href="${esc(href)}" target="_blank" rel="noopener">${OPEN_IN_NEW_TAB}</a>`;
  return page.includes(back) ? page.replace(back, `${link}${back}`) : page;
}

function notFoundPage(message: string, href: string, label: string): string {
  return htmlDocument({
    title: PREVIEW_NOT_FOUND_TITLE,
    noindex: true,
    head: `<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;background:#f8fafc;color:#0f172a}main{max-width:460px;padding:40px 28px;text-align:center}h1{font-size:28px;margin:0 0 12px}p{color:#475569;margin:0 0 28px;line-height:1.6}a{display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px}</style>`,
    body: `<main><h1>${PREVIEW_NOT_FOUND_TITLE}</h1><p>${esc(message)}</p><a href="${esc(href)}">${esc(label)}</a></main>`,
  });
}
