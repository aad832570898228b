import { CATALOG_API } from '@tm/contracts/catalog';
import { SubcategoryCountsQuerySchema, TemplateListQuerySchema, TemplatePageQuerySchema } from '@tm/contracts/catalog.schemas';
import type { PrivacyFacts } from '@tm/contracts/privacy.schemas';
import { SHOP_SETTINGS_API } from '@tm/contracts/shop-settings';
import { SITE_API } from '@tm/contracts/site';
import { type CatalogCacheService, type CatalogService, encodedJsonOnce } from '../../catalog';
import type { ShopSettingsService } from '../../shop-settings';

/** One answer of the first screen: the JSON the API sends for the URL, and until when it is fresh. */
export interface FirstScreenAnswer {
  json: string;
  /** Epoch ms; undefined when the value did not come fresh from the catalog cache. */
  freshUntil: number | undefined;
}

const DETAIL = /^\/api\/templates\/([^/?]+)$/;
const RELATED = /^\/api\/templates\/([^/?]+)\/related$/;

/**
 * Reads the catalog URLs a storefront page fetches (its SWR keys) from CatalogService, the service the
 * API's controller calls, with the same contracts parsing the query: the answer is what the browser
 * would have fetched, byte for byte, made without an HTTP call (docs/decisions/056). A URL it does not
 * know, or one the API would refuse or answer 404, gets undefined: the page shows its loading state
 * and fetches it in the browser, as before.
 */
export class FirstScreenAnswers {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: CatalogCacheService,
    private readonly shop: ShopSettingsService,
    /** GET /api/site/privacy's answer: read from the configuration, so the same for the process's life. */
    private readonly privacy: PrivacyFacts,
  ) {}

  async answerOf(key: string): Promise<FirstScreenAnswer | undefined> {
    let url: URL;
    try {
      url = new URL(key, 'http://first-screen.invalid');
    } catch {
      return undefined;
    }
    if (url.pathname === SHOP_SETTINGS_API.identity) return this.shopIdentity();
    if (url.pathname === SITE_API.privacy) return { json: JSON.stringify(this.privacy), freshUntil: Number.POSITIVE_INFINITY };
    let value: object | undefined;
    try {
      value = await this.read(url.pathname, Object.fromEntries(url.searchParams));
    } catch {
      return undefined; // the API's 400 or 404: the browser asks and shows it as it always did
    }
    if (value === undefined) return undefined;
    return { json: encodedJsonOnce(value).identity.toString(), freshUntil: this.cache.freshUntilOf(value) };
  }

  /** The shop's identity, fresh until the settings' own cache says (a save drops the pages made with it sooner). */
  private async shopIdentity(): Promise<FirstScreenAnswer | undefined> {
    try {
      const { identity, freshUntil } = await this.shop.freshIdentity();
      return { json: JSON.stringify(identity), freshUntil };
    } catch {
      return undefined; // the page asks for it in the browser
    }
  }

  private read(path: string, query: Record<string, string>): Promise<object> | undefined {
    const parse = <T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false } }): T | undefined => {
      const parsed = schema.safeParse(query);
      return parsed.success ? parsed.data : undefined;
    };
    if (path === CATALOG_API.counts) return this.catalog.counts();
    if (path === CATALOG_API.list) {
      const listQuery = parse(TemplateListQuerySchema);
      return listQuery && this.catalog.list(listQuery);
    }
    if (path === CATALOG_API.paginated) {
      const pageQuery = parse(TemplatePageQuerySchema);
      return pageQuery && this.catalog.page(pageQuery);
    }
    if (path === CATALOG_API.subcategoryCounts) {
      const countsQuery = parse(SubcategoryCountsQuerySchema);
      return countsQuery && this.catalog.subcategoryCounts(countsQuery.category);
    }
    const related = RELATED.exec(path);
    if (related) return this.catalog.related(decodeURIComponent(related[1]!));
    const detail = DETAIL.exec(path);
    if (detail) return this.catalog.detail(decodeURIComponent(detail[1]!));
    return undefined;
  }
}
