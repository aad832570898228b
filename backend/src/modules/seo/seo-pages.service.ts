import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CATEGORIES, CATEGORY_PAGES, resolveImagePath, type Category } from '@tm/contracts/catalog';
import type { Template } from '@tm/contracts/catalog.schemas';
import { PAGES } from '@tm/contracts/routes';
import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';
import { STATIC_PAGE_META } from '@tm/contracts/static-pages';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { CatalogService } from '../catalog';
import { type PageHead, type PageHeadProvider, WebAppService } from '../web';
import { escapeHtml } from '@tm/contracts/html-escape';
import { metaDescription, renderHeadTags } from './seo-markup';
import { SEO_PATHS } from './sitemap.service';
import { errorMessage } from '../../common/errors';
import { ShopSettingsService } from '../shop-settings';

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
    private readonly shop: ShopSettingsService,
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
      // The shop's name in titles and og:site_name: the owner's (decision 075), TemplateMarket by default.
      const { shopName } = await this.shop.identity();
      const template = TEMPLATE_PATH.exec(path);
      if (template) return await this.templateHead(template[1]!, shopName);
      const lower = path.toLowerCase();
      const category = CATEGORY_BY_PATH.get(lower);
      if (category) return await this.categoryHead(category, shopName);
      if (lower === PAGES.landingPages) return await this.landingPagesHead(shopName);
      if (lower === PAGES.browse) return await this.browseHead(shopName);
      if (lower === PAGES.home) return await this.homeHead(shopName);
      const page = STATIC_BY_PATH.get(lower);
      if (page) return this.staticHead(page, shopName);
      return null;
    } catch (error) {
      // The page still works without its server-filled head: never fail it for SEO's sake.
      this.logger.warn(`No server head for ${rawPath}: ${errorMessage(error)}`);
      return null;
    }
  }

  private async templateHead(slugOrId: string, siteName: string): Promise<PageHead> {
    const template = await this.catalog.find(slugOrId);
    if (!template) {
      // A slug the template had before its owner changed it answers 301 to the new one (decision 076).
      const moved = await this.catalog.redirectFor(slugOrId);
      if (moved) return { title: '', tags: '', status: 301, redirectTo: PAGES.template.replace(':slug', encodeURIComponent(moved)) };
      return {
        status: 404,
        title: `${NOT_FOUND_TITLE} | ${siteName}`,
        tags: renderHeadTags({
          description: "The template you're looking for doesn't exist or may have been removed from our marketplace.",
          canonicalUrl: this.url(PAGES.browse),
          ogType: 'website',
          ogTitle: NOT_FOUND_TITLE,
          siteName,
          robots: 'noindex',
        }),
      };
    }
    const canonicalUrl = this.url(`/template/${encodeURIComponent(template.slug)}`);
    const imageUrl = this.imageUrl(template.previewImage);
    return {
      title: `${template.name} - ${CATEGORY_SEO[template.category].heading} | ${siteName}`,
      tags:
        imagePreload(template.previewImage) +
        renderHeadTags({
          description: metaDescription(template.description),
          canonicalUrl,
          ogType: 'product',
          ogTitle: template.name,
          imageUrl,
          siteName,
          jsonLd: this.productJsonLd(template, canonicalUrl, imageUrl, siteName),
        }),
    };
  }

  private productJsonLd(t: Template, url: string, imageUrl: string | undefined, siteName: string): Record<string, unknown> {
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
      brand: { '@type': 'Brand', name: siteName },
      url,
      offers: {
        '@type': 'Offer',
        price: t.price,
        priceCurrency: 'USD',
        // A running sale's price holds until its end (decision 076).
        ...(t.saleEndsAt ? { priceValidUntil: t.saleEndsAt.slice(0, 10) } : {}),
        availability: 'https://schema.org/InStock',
        url,
      },
      ...(t.ratingCount > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: t.rating, reviewCount: t.ratingCount, bestRating: '5' } }
        : {}),
    };
  }

  private async categoryHead(category: Category, siteName: string): Promise<PageHead> {
    const { heading, noun } = CATEGORY_SEO[category];
    const count = (await this.catalog.counts())[category];
    return this.listingHead(
      CATEGORY_PAGES[category],
      `${heading} | ${siteName}`,
      `Browse ${count > 0 ? `${count.toLocaleString('en-US')} ` : ''}${noun}: one-time purchase, instant download, no subscription.`,
      siteName,
      category,
      true,
    );
  }

  private landingPagesHead(siteName: string): Promise<PageHead> {
    return this.listingHead(
      PAGES.landingPages,
      `Landing Page Templates | ${siteName}`,
      'High-converting landing page templates for products, apps and campaigns: one-time purchase, instant download.',
      siteName,
      'html',
    );
  }

  private async browseHead(siteName: string): Promise<PageHead> {
    const counts = await this.catalog.counts();
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return this.listingHead(
      PAGES.browse,
      `Browse All Templates | ${siteName}`,
      `Search and filter ${total > 0 ? `${total.toLocaleString('en-US')} ` : ''}website templates: ` +
        'WordPress themes, HTML and eCommerce templates, marketing assets, CMS themes and plugins.',
      siteName,
    );
  }

  private homeHead(siteName: string): Promise<PageHead> {
    return this.listingHead(
      PAGES.home,
      `${siteName}: website templates, one-time purchase`,
      'Premium WordPress themes, HTML, eCommerce, marketing and CMS templates and plugins, pay as you go, plus bespoke website builds delivered fast.',
      siteName,
    );
  }

  /** A static page's head (decision 037): its title and description, no catalog read. */
  private staticHead(page: { path: string; title: string; description: string }, siteName: string): PageHead {
    return {
      title: `${page.title} | ${siteName}`,
      tags: renderHeadTags({
        // The texts name the shop by its default name (@tm/contracts/static-pages): the owner's replaces it.
        description: page.description.replaceAll(SHOP_DEFAULTS.shopName, siteName),
        canonicalUrl: this.url(page.path),
        ogType: 'website',
        ogTitle: page.title,
        siteName,
      }),
    };
  }

  /**
   * A listing page's head; its Open Graph image is the preview of its most popular template, which is
   * also the first tile of a category page (`preloadTop`: fetched with the page, it is that page's LCP).
   */
  private async listingHead(
    path: string,
    title: string,
    description: string,
    siteName: string,
    category?: Category,
    preloadTop = false,
  ): Promise<PageHead> {
    const [top] = await this.catalog.list({ category, limit: 1 });
    return {
      title,
      tags:
        (preloadTop && top ? imagePreload(top.previewImage) : '') +
        renderHeadTags({
          description,
          canonicalUrl: this.url(path),
          ogType: 'website',
          ogTitle: title.replace(` | ${siteName}`, ''),
          imageUrl: top ? this.imageUrl(top.previewImage) : undefined,
          siteName,
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
