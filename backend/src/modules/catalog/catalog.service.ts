import { Injectable } from '@nestjs/common';
import {
  CATALOG_LIMITS,
  CATALOG_MESSAGES,
  CATEGORIES,
  HOME_SECTIONS,
  LISTING_SUBCATEGORIES,
  subcategoryFilter,
  type Category,
  type HomeSection,
  type TemplateCounts,
} from '@tm/contracts/catalog';
import type {
  SubcategoryCounts,
  Template,
  TemplateDetail,
  TemplateListQuery,
  TemplatePage,
  TemplatePageQuery,
} from '@tm/contracts/catalog.schemas';
import { parseUuid } from '../../common/uuid';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { TemplateFilesRepository } from '../../infrastructure/template-files';
import { CatalogCacheService } from './catalog-cache.service';
import { CatalogRepository, type TemplateFilter } from './catalog.repository';
import { SearchService } from '../search';
import { boundsKey, type ListingBounds, type ListingSort } from './listing-order';
import { HOME_SIGNAL_READ, HOME_SIGNALS, assignHomeSections } from './home-sections';
import { toTemplateDto, type TemplateRow } from './template.dto';

/** A slug or a UUID; anything longer cannot name a template. */
const MAX_KEY_LENGTH = 160;
const DAY_MS = 86_400_000;

/** Catalog reads for the storefront (docs/product/storefront.md §7): listings, pages, search, counts and detail. */
@Injectable()
export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly cache: CatalogCacheService,
    private readonly clock: ClockService,
    private readonly files: TemplateFilesRepository,
    private readonly search: SearchService,
  ) {}

  /** A row as shoppers see it now: the price of a running sale (decision 076). */
  private readonly dto = (row: TemplateRow): Template => toTemplateDto(row, this.clock.now());

  /**
   * GET /api/templates: the first `limit` templates in the default order (popular, then newest), or
   * with `section` that home section's templates (at most its size).
   */
  list(query: TemplateListQuery): Promise<Template[]> {
    const { section } = query;
    if (section !== undefined) {
      const limit = Math.min(query.limit ?? HOME_SECTIONS[section], HOME_SECTIONS[section]);
      return this.cache.get(`section:${section}:${limit}`, async () => (await this.homeSections())[section].slice(0, limit));
    }
    const limit = query.limit ?? CATALOG_LIMITS.pageSize;
    return this.cache.get(`list:${query.category ?? ''}:${limit}`, async () =>
      (await this.repository.listingPage({ category: query.category }, 0, limit)).map(this.dto),
    );
  }

  /** Every home section at once (decision 028): each from its own signal, no template in two. */
  private homeSections(): Promise<Record<HomeSection, Template[]>> {
    return this.cache.get('home-sections', async () => {
      const since = new Date(this.clock.now().getTime() - HOME_SIGNALS.popularDays * DAY_MS);
      const [weekly, popular, rated, fresh] = (
        await Promise.all([
          this.repository.bestSellersSince(since, HOME_SIGNAL_READ),
          this.repository.listingPage({}, 0, HOME_SIGNAL_READ),
          this.repository.topRated(HOME_SIGNALS.handPickedMinRatings, HOME_SIGNAL_READ),
          this.repository.newestRated(HOME_SIGNALS.trendingMinRating, HOME_SIGNAL_READ),
        ])
      ).map((rows) => rows.map(this.dto));
      return assignHomeSections({ 'most-popular': weekly!, featured: popular!, 'hand-picked': rated!, trending: fresh! }, popular!);
    });
  }

  /**
   * GET /api/templates/paginated. `subcategory` is a listing chip or a /browse dropdown value
   * (subcategoryFilter: listing subcategories or a tag). A search or a platform filter is answered
   * by the search index (decision 054); a search with no usable word finds nothing. `sort` and the
   * price and rating bounds narrow and order either; without a sort a search is in best-match order.
   */
  page(query: TemplatePageQuery): Promise<TemplatePage> {
    const { page, limit } = query;
    const bounds: ListingBounds = {
      ...(query.minPrice === undefined ? {} : { minPriceCents: query.minPrice * 100 }),
      ...(query.maxPrice === undefined ? {} : { maxPriceCents: query.maxPrice * 100 }),
      ...(query.minRating === undefined ? {} : { minRating: query.minRating }),
    };
    const filter: TemplateFilter = {
      category: query.category,
      ...(query.subcategory === undefined ? {} : subcategoryFilter(query.category, query.subcategory)),
      ...bounds,
    };
    const sort = query.sort ?? (query.search === undefined ? 'popular' : 'relevance');
    const filterKey = `${filter.category ?? ''}:${filter.subcategories?.join(',') ?? ''}:${filter.tag ?? ''}:${boundsKey(bounds)}`;
    const offset = (page - 1) * limit;
    const reply = (templates: Template[], total: number): TemplatePage => ({
      templates,
      total,
      totalPages: Math.ceil(total / limit),
      page,
      limit,
    });

    if (query.search === undefined && query.platform === undefined) {
      const listingSort: ListingSort = sort === 'relevance' ? 'popular' : sort;
      return this.cache.get(`page:${filterKey}:${listingSort}:${page}:${limit}`, async () => {
        const [rows, total] = await Promise.all([
          this.repository.listingPage(filter, offset, limit, listingSort),
          this.cache.get(`count:${filterKey}`, () => this.listedCount(filter)),
        ]);
        return reply(rows.map(this.dto), total);
      });
    }
    // Searches and platform filters are answered by the search index (decision 054); the page's rows by id.
    const search = query.search;
    const key = `search:${this.search.version}:${filterKey}:${query.platform ?? ''}:${search ?? ''}:${query.asTyped ?? ''}:${sort}:${page}:${limit}`;
    return this.cache.get(key, async () => {
      const found = await this.search.page({
        search,
        asTyped: query.asTyped === '1',
        category: filter.category,
        subcategories: filter.subcategories,
        tag: filter.tag,
        platform: query.platform,
        ...bounds,
        sort,
        offset,
        limit,
      });
      const rows = await this.repository.findByIds(found.ids);
      return { ...reply(rows.map(this.dto), found.total), ...(found.summary ? { search: found.summary } : {}) };
    });
  }

  /** GET /api/templates/counts: every category, zeros included. */
  counts(): Promise<TemplateCounts> {
    return this.cache.get('counts', async () => {
      const counts = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as TemplateCounts;
      const live = await this.search.listedCounts((store) => CATEGORIES.map((category) => ({ category, n: store.liveIn(category) })));
      for (const { category, n } of live ?? (await this.repository.countByCategory())) {
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
      const live = await this.search.listedCounts((store) =>
        [...store.subcategoryCountsIn(category)].map(([subcategory, n]) => ({ subcategory, n })),
      );
      for (const { subcategory, n } of live ?? (await this.repository.countBySubcategory(category))) {
        counts[subcategory] = n;
        total += n;
      }
      return { category, total, counts };
    });
  }

  /** GET /api/templates/:slugOrId: by slug first, then by id, with its current uploaded version; 404 'Template not found'. */
  async detail(slugOrId: string): Promise<TemplateDetail> {
    // One cached object per key: the answer replay cache (serialize-once) recognises it.
    const detail =
      slugOrId.length === 0 || slugOrId.length > MAX_KEY_LENGTH
        ? null
        : await this.cache.get(`detail:${slugOrId}`, async () => {
            // The entry holds the template itself: no second cache entry to keep fresh.
            const template = await this.read(slugOrId);
            if (!template) return null;
            const current = template.hasZip ? await this.files.current(template.id) : null;
            const version = current
              ? { number: current.version, updatedAt: current.createdAt.toISOString(), changelog: current.changelog }
              : null;
            const facts = await this.repository.ownerFacts(template.id);
            const compatibility: unknown = facts?.compatibility ? JSON.parse(facts.compatibility) : null;
            return {
              ...template,
              version,
              aboutHtml: facts?.longDescriptionHtml ? facts.longDescriptionHtml : null,
              platform: (facts?.platform as TemplateDetail['platform']) ?? null,
              compatibility: Array.isArray(compatibility) ? compatibility.map(String) : null,
              releaseName: facts?.version ?? null,
            };
          });
    if (!detail) throw new ApiError(404, CATALOG_MESSAGES.notFound);
    return detail;
  }

  /**
   * GET /api/templates/:slugOrId/related (decision 039): up to 12 of the same subcategory, best sellers
   * first, the same for everyone (the page shows 4 after leaving out what the buyer owns).
   */
  async related(slugOrId: string): Promise<Template[]> {
    const template = await this.find(slugOrId);
    if (!template) throw new ApiError(404, CATALOG_MESSAGES.notFound);
    return this.cache.get(`related:${template.id}`, async () =>
      (await this.repository.related(template, CATALOG_LIMITS.relatedRead)).map(this.dto),
    );
  }

  /** A template by slug or id, or null. */
  async find(slugOrId: string): Promise<Template | null> {
    if (slugOrId.length === 0 || slugOrId.length > MAX_KEY_LENGTH) return null;
    return this.cache.get(`template:${slugOrId}`, () => this.read(slugOrId));
  }

  private async read(slugOrId: string): Promise<Template | null> {
    const id = parseUuid(slugOrId);
    const row = (await this.repository.findBySlug(slugOrId)) ?? (id ? await this.repository.findById(id) : undefined);
    // A draft is the back office's alone; an unlisted template is found by its link (decision 076).
    return row && row.status !== 'draft' ? this.dto(row) : null;
  }

  /** The slug a template has now, when `oldSlug` is one it had before (its old address answers 301, decision 076). */
  redirectFor(oldSlug: string): Promise<string | null> {
    if (oldSlug.length === 0 || oldSlug.length > MAX_KEY_LENGTH) return Promise.resolve(null);
    return this.cache.get(`redirect:${oldSlug}`, async () => (await this.repository.redirectedSlug(oldSlug)) ?? null);
  }

  /** How many templates there are (cached like every count). */
  templateCount(): Promise<number> {
    return this.cache.get('count:::', () => this.listedCount({}));
  }

  /**
   * How many listed templates a filter finds. Without a tag or bounds the search index's live counts
   * answer (decision 076): a COUNT over a million rows takes a quarter of a second, and every catalog
   * write drops the cached counts, so an owner saving often would make every shopper wait for it.
   */
  private async listedCount(filter: TemplateFilter): Promise<number> {
    const { category, subcategories } = filter;
    const plain = Object.entries(filter).every(([key, value]) => value === undefined || key === 'category' || key === 'subcategories');
    const live = plain ? await this.search.listedCounts((store) => store.liveIn(category, subcategories)) : null;
    return live ?? this.repository.count(filter);
  }

  /** Slugs and last changes in slug order, a slice at a time (the sitemap). */
  slugsPage(offset: number, limit: number): Promise<Array<{ slug: string; updatedAt: Date }>> {
    return this.repository.slugsPage(offset, limit);
  }
}
