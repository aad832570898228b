import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CATEGORIES, CATEGORY_PAGES, resolveImagePath, type Category } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { PAGES } from '@tm/contracts/routes';
import { STATIC_PAGE_META } from '@tm/contracts/static-pages';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { CatalogService } from '../catalog';
import { type PageHead, type PageHeadProvider, WebAppService } from '../web';
import { escapeHtml } from '@tm/contracts/html-escape';
import { metaDescription, renderHeadTags } from './seo-markup';
import { SEO_PATHS } from './sitemap.service';
import { errorMessage } from '../../common/errors';

/** The shop's name in titles and og:site_name (the front ends' BRAND_NAME, packages/platform). */
export const SITE_NAME = 'TemplateMarket';
export const NOT_FOUND_TITLE = 'Template Not Found';

/** How each category page presents itself to search engines. */
export const CATEGORY_SEO: Record<Category, { heading: string; noun: string }> = {
  wordpress: { heading: 'WordPress Themes', noun: 'WordPress themes' },
  ecommerce: { heading: 'eCommerce Templates', noun: 'eCommerce templates' },
  html: { heading: 'HTML Site Templates', noun: 'HTML site templates' },
  marketing: { heading: 'Marketing Templates', noun: 'marketing templates and assets' },
  cms: { heading: 'CMS Themes', noun: 'CMS themes' },
  plugins: { heading: 'Plugins', noun: 'plugins' },
};

/**
 * The page's main image, fetched with the page instead of after its scripts and data (decision 026).
 * Same-origin path as the storefront's <img> uses (not the PUBLIC_URL form), so the browser reuses it.
 */
function imagePreload(stored: string): string {
  const path = resolveImagePath(stored);
  return path ? `<link rel="preload" as="image" href="${escapeHtml(path)}" fetchpriority="high">` : '';
}

const CATEGORY_BY_PATH = new Map(CATEGORIES.map((c) => [CATEGORY_PAGES[c].toLowerCase(), c]));
const TEMPLATE_PATH = /^\/template\/([^/]+)$/i;
/**
 * A path's trailing slashes. The lookbehind lets a match start only at the first slash of a run:
 * `/\/+$/` tried every slash of a run to the run's end, and a URL of 16,000 slashes and a letter took
 * 223 ms (decision 064).
 */
export const TRAILING_SLASHES = /(?<!\/)\/+$/;
const STATIC_BY_PATH = new Map(Object.values(STATIC_PAGE_META).map((meta) => [meta.path.toLowerCase(), meta]));

/**
 * Server-filled <head> for the pages search engines and link previews read: home, the six category
 * pages, the landing pages showcase, /browse and every /template/{slug} (with JSON-LD Product data).
 * Registers itself with WebAppService, which serves the shell's index.html.
 */
@Injectable()
export class SeoPagesService implements PageHeadProvider, OnModuleInit {
  private readonly logger = new Logger('SEO');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly webApp: WebAppService,
  ) {}

  onModuleInit(): void {
    this.webApp.usePageHead(this);
  }

  ownsPath(path: string): boolean {
    return SEO_PATHS.test(path);
  }

  async headFor(rawPath: string): Promise<PageHead | null> {
    let path: string;
    try {
      path = decodeURIComponent(rawPath).replace(TRAILING_SLASHES, '') || '/';
    } catch {
      return null; // malformed percent-encoding: the shell's 404 as before
    }
    try {
      const template = TEMPLATE_PATH.exec(path);
      if (template) return await this.templateHead(template[1]!);
      const lower = path.toLowerCase();
      const category = CATEGORY_BY_PATH.get(lower);
      if (category) return await this.categoryHead(category);
      if (lower === PAGES.landingPages) return await this.landingPagesHead();
      if (lower === PAGES.browse) return await this.browseHead();
      if (lower === PAGES.home) return await this.homeHead();
      const page = STATIC_BY_PATH.get(lower);
      if (page) return this.staticHead(page);
      return null;
    } catch (error) {
      // The page still works without its server-filled head: never fail it for SEO's sake.
      this.logger.warn(`No server head for ${rawPath}: ${errorMessage(error)}`);
      return null;
    }
  }

  private async templateHead(slugOrId: string): Promise<PageHead> {
    const template = await this.catalog.find(slugOrId);
    if (!template) {
      return {
        status: 404,
        title: `${NOT_FOUND_TITLE} | ${SITE_NAME}`,
        tags: renderHeadTags({
          description: "The template you're looking for doesn't exist or may have been removed from our marketplace.",
          canonicalUrl: this.url(PAGES.browse),
          ogType: 'website',
          ogTitle: NOT_FOUND_TITLE,
          siteName: SITE_NAME,
          robots: 'noindex',
        }),
      };
    }
    const canonicalUrl = this.url(`/template/${encodeURIComponent(template.slug)}`);
    const imageUrl = this.imageUrl(template.previewImage);
    return {
      title: `${template.name} - ${CATEGORY_SEO[template.category].heading} | ${SITE_NAME}`,
      tags:
        imagePreload(template.previewImage) +
        renderHeadTags({
          description: metaDescription(template.description),
          canonicalUrl,
          ogType: 'product',
          ogTitle: template.name,
          imageUrl,
          siteName: SITE_NAME,
          jsonLd: this.productJsonLd(template, canonicalUrl, imageUrl),
        }),
    };
  }

  private productJsonLd(t: Template, url: string, imageUrl: string | undefined): Record<string, unknown> {
    const images = [imageUrl, ...t.screenshots.map((s) => this.imageUrl(s))].filter((i): i is string => Boolean(i));
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: t.name,
      description: t.description,
      ...(images.length ? { image: images } : {}),
      sku: t.slug,
      productID: t.id,
      category: CATEGORY_SEO[t.category].heading,
      brand: { '@type': 'Brand', name: SITE_NAME },
      url,
      offers: {
        '@type': 'Offer',
        price: t.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url,
      },
      ...(t.ratingCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: t.rating, reviewCount: t.ratingCount, bestRating: '5' } }
        : {}),
    };
  }

  private async categoryHead(category: Category): Promise<PageHead> {
    const { heading, noun } = CATEGORY_SEO[category];
    const count = (await this.catalog.counts())[category];
    return this.listingHead(
      CATEGORY_PAGES[category],
      `${heading} | ${SITE_NAME}`,
      `Browse ${count > 0 ? `${count.toLocaleString('en-US')} ` : ''}${noun}: one-time purchase, instant download, no subscription.`,
      category,
      true,
    );
  }

  private landingPagesHead(): Promise<PageHead> {
    return this.listingHead(
      PAGES.landingPages,
      `Landing Page Templates | ${SITE_NAME}`,
      'High-converting landing page templates for products, apps and campaigns: one-time purchase, instant download.',
      'html',
    );
  }

  private async browseHead(): Promise<PageHead> {
    const counts = await this.catalog.counts();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return this.listingHead(
      PAGES.browse,
      `Browse All Templates | ${SITE_NAME}`,
      `Search and filter ${total > 0 ? `${total.toLocaleString('en-US')} ` : ''}website templates: ` +
        'WordPress themes, HTML and eCommerce templates, marketing assets, CMS themes and plugins.',
    );
  }

  private homeHead(): Promise<PageHead> {
    return this.listingHead(
      PAGES.home,
      `${SITE_NAME}: website templates, one-time purchase`,
      'Premium WordPress themes, HTML, eCommerce, marketing and CMS templates and plugins, pay as you go, plus bespoke website builds delivered fast.',
    );
  }

  /** A static page's head (decision 037): its title and description, no catalog read. */
  private staticHead(page: { path: string; title: string; description: string }): PageHead {
    return {
      title: `${page.title} | ${SITE_NAME}`,
      tags: renderHeadTags({
        description: page.description,
        canonicalUrl: this.url(page.path),
        ogType: 'website',
        ogTitle: page.title,
        siteName: SITE_NAME,
      }),
    };
  }

  /**
   * A listing page's head; its Open Graph image is the preview of its most popular template, which is
   * also the first tile of a category page (`preloadTop`: fetched with the page, it is that page's LCP).
   */
  private async listingHead(path: string, title: string, description: string, category?: Category, preloadTop = false): Promise<PageHead> {
    const [top] = await this.catalog.list({ category, limit: 1 });
    return {
      title,
      tags:
        (preloadTop && top ? imagePreload(top.previewImage) : '') +
        renderHeadTags({
          description,
          canonicalUrl: this.url(path),
          ogType: 'website',
          ogTitle: title.replace(` | ${SITE_NAME}`, ''),
          imageUrl: top ? this.imageUrl(top.previewImage) : undefined,
          siteName: SITE_NAME,
        }),
    };
  }

  private url(path: string): string {
    return `${this.config.publicUrl}${path === '/' ? '/' : path}`;
  }

  /** Open Graph needs absolute image URLs (docs/product/storefront.md §3 image path rule, then PUBLIC_URL). */
  private imageUrl(stored: string): string | undefined {
    const path = resolveImagePath(stored);
    if (!path) return undefined;
    if (/^https?:\/\//i.test(path)) return path;
    return `${this.config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  }
}
