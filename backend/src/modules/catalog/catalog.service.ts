import { Injectable } from '@nestjs/common';
import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  CATEGORIES,
  LISTING_SUBCATEGORIES,
  type Category,
  type SubcategoryCounts,
  type Template,
  type TemplateCounts,
  type TemplateListQuery,
  type TemplatePage,
  type TemplatePageQuery,
} from '@tm/contracts/catalog';
import { ApiError } from '../../common/http/api-error';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository, type TemplateFilter } from './catalog.repository';
import { searchTokens } from './search-terms';
import { toTemplateDto } from './template.dto';

/** A slug or a UUID; anything longer cannot name a template. */
const MAX_KEY_LENGTH = 160;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Catalog reads for the storefront (storefront §7): listings, pages, search, counts and detail. */
@Injectable()
export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly cache: CatalogCacheService,
  ) {}

  /** GET /api/templates: the first `limit` templates in the default order (popular, then newest). */
  list(query: TemplateListQuery): Promise<Template[]> {
    const limit = query.limit ?? CATALOG_LIMITS.pageSize;
    return this.cache.get(`list:${query.category ?? ''}:${limit}`, async () =>
      (await this.repository.popularPage({ category: query.category }, 0, limit)).map(toTemplateDto),
    );
  }

  /**
   * GET /api/templates/paginated. `subcategory` matches a template's subcategory or any of its tags
   * (the /browse dropdown's values are tags). Search is by the words of the text (searchTokens); a
   * search with no usable word finds nothing.
   */
  page(query: TemplatePageQuery): Promise<TemplatePage> {
    const { page, limit } = query;
    const filter: TemplateFilter = { category: query.category, tag: query.subcategory };
    const filterKey = `${filter.category ?? ''}:${filter.tag ?? ''}`;
    const offset = (page - 1) * limit;
    const reply = (templates: Template[], total: number): TemplatePage => ({
      templates,
      total,
      totalPages: Math.ceil(total / limit),
      page,
      limit,
    });

    if (query.search === undefined) {
      return this.cache.get(`page:${filterKey}:${page}:${limit}`, async () => {
        const [rows, total] = await Promise.all([
          this.repository.popularPage(filter, offset, limit),
          this.cache.get(`count:${filterKey}`, () => this.repository.count(filter)),
        ]);
        return reply(rows.map(toTemplateDto), total);
      });
    }
    const tokens = searchTokens(query.search);
    if (tokens.length === 0) return Promise.resolve(reply([], 0));
    const searchKey = `${filterKey}:${tokens.join(' ')}`;
    return this.cache.get(`search:${searchKey}:${page}:${limit}`, async () => {
      const hits = await this.repository.searchPage(tokens, filter, offset, limit);
      const total = hits.total ?? (await this.cache.get(`search-count:${searchKey}`, () => this.repository.searchCount(tokens, filter)));
      return reply(hits.rows.map(toTemplateDto), total);
    });
  }

  /** GET /api/templates/counts: every category, zeros included. */
  counts(): Promise<TemplateCounts> {
    return this.cache.get('counts', async () => {
      const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as TemplateCounts;
      for (const { category, n } of await this.repository.countByCategory()) {
        if (category in counts) counts[category as Category] = n;
      }
      return counts;
    });
  }

  /** GET /api/templates/subcategory-counts: the chips of a listing page (the category's set, zeros included). */
  subcategoryCounts(category: Category): Promise<SubcategoryCounts> {
    return this.cache.get(`subcategory-counts:${category}`, async () => {
      const counts: Record<string, number> = Object.fromEntries(LISTING_SUBCATEGORIES[category].map((s) => [s, 0]));
      let total = 0;
      for (const { subcategory, n } of await this.repository.countBySubcategory(category)) {
        counts[subcategory] = n;
        total += n;
      }
      return { category, total, counts };
    });
  }

  /** GET /api/templates/:slugOrId: by slug first, then by id; 404 'Template not found'. */
  async detail(slugOrId: string): Promise<Template> {
    const template = await this.find(slugOrId);
    if (!template) throw new ApiError(404, CATALOG_MESSAGES.notFound);
    return template;
  }

  /** A template by slug or id, or null. */
  async find(slugOrId: string): Promise<Template | null> {
    if (slugOrId.length === 0 || slugOrId.length > MAX_KEY_LENGTH) return null;
    return this.cache.get(`template:${slugOrId}`, async () => {
      const row =
        (await this.repository.findBySlug(slugOrId)) ?? (UUID.test(slugOrId) ? await this.repository.findById(slugOrId.toLowerCase()) : undefined);
      return row ? toTemplateDto(row) : null;
    });
  }

  /** How many templates there are (cached like every count). */
  templateCount(): Promise<number> {
    return this.cache.get('count::', () => this.repository.count({}));
  }

  /** Slugs and last changes in slug order, a slice at a time (the sitemap). */
  slugsPage(offset: number, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.repository.slugsPage(offset, limit);
  }
}
