import { Injectable } from '@nestjs/common';
import { CATEGORIES, CATEGORY_PAGES } from '@tm/contracts/catalog';
import { PAGES } from '@tm/contracts/routes';
import { STATIC_PAGE_META } from '@tm/contracts/static-pages';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { CatalogService } from '../catalog';
import { escapeHtml } from '@tm/contracts/html-escape';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Paths outside /api that the SEO module answers itself. */
export const SEO_PATHS = /^\/(?:sitemap(?:-[1-9]\d{0,5})?\.xml|robots\.txt)$/;

/**
 * Pages listed besides the templates: the storefront's public listings (docs/product/storefront.md §2)
 * and the static pages (decision 037).
 */
const STATIC_PAGES = [
  PAGES.home,
  ...CATEGORIES.map((c) => CATEGORY_PAGES[c]),
  PAGES.landingPages,
  PAGES.browse,
  ...Object.values(STATIC_PAGE_META).map((page) => page.path),
];
const BATCH = 5_000;

/**
 * /sitemap.xml: one urlset while everything fits in SITEMAP_MAX_URLS, else a sitemap index of
 * /sitemap-N.xml files. Templates are listed in slug order, read in batches and written as they
 * come, so a 100k catalog never sits in memory as one string.
 */
@Injectable()
export class SitemapService {
  /** Writable for tests. */
  maxUrlsPerFile = SITEMAP_MAX_URLS;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  /** How many sitemap files the URLs need (1: /sitemap.xml is the urlset itself). */
  async fileCount(): Promise<number> {
    const urls = STATIC_PAGES.length + (await this.catalog.templateCount());
    return Math.max(1, Math.ceil(urls / this.maxUrlsPerFile));
  }

  sitemapIndex(files: number, lastmod: Date): string {
    const entries = Array.from(
      { length: files },
      (_, i) =>
        `<sitemap><loc>${escapeHtml(`${this.config.publicUrl}/sitemap-${i + 1}.xml`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</sitemapindex>\n`;
  }

  /** Writes urlset number `file` (1-based) of the whole list: static pages first, then templates by slug. */
  async writeUrlset(file: number, write: (chunk: string) => void): Promise<void> {
    const first = (file - 1) * this.maxUrlsPerFile; // index in the whole list
    const end = first + this.maxUrlsPerFile;
    write('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const statics = STATIC_PAGES.slice(first, end);
    write(statics.map((path) => this.urlEntry(path)).join(''));

    let remaining = end - Math.max(first, STATIC_PAGES.length);
    let offset = Math.max(0, first - STATIC_PAGES.length);
    while (remaining > 0) {
      const rows = await this.catalog.slugsPage(offset, Math.min(BATCH, remaining));
      if (rows.length === 0) break;
      write(rows.map((r) => this.urlEntry(`/template/${encodeURIComponent(r.slug)}`, r.updatedAt)).join(''));
      offset += rows.length;
      remaining -= rows.length;
    }
    write('</urlset>\n');
  }

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      'Allow: /api/public-files/',
      'Disallow: /api/',
      'Disallow: /admin',
      'Disallow: /checkout',
      'Disallow: /dashboard',
      'Disallow: /cart',
      'Disallow: /payment-processing/',
      'Disallow: /thank-you/',
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  private urlEntry(path: string, lastmod?: Date): string {
    const loc = `<loc>${escapeHtml(`${this.config.publicUrl}${path}`)}</loc>`;
    return `<url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  }
}
