import { useId, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BROWSE_SUBCATEGORIES, CATALOG_LIMITS, type Category } from '@tm/contracts/catalog';
import { browseListing } from '@tm/contracts/listing-url';
import type { SearchFacets as SearchFacetCounts } from '@tm/contracts/search.schemas';
import { Button, formatCount, subcategoryLabel, useDocumentTitle } from '@tm/platform';
import { useShopIsEmpty, useTemplatePage } from './api';
import { categoryInfo } from './categories';
import { ComingSoon } from './components/coming-soon';
import { ListingControls } from './components/listing-controls';
import { Pagination } from './components/pagination';
import { SearchFacets } from './components/search-facets';
import { SearchNotice } from './components/search-notice';
import { StatusPanel, reloadPage } from './components/status-panel';
import { SkeletonGrid, TemplateGrid } from './components/template-grid';
import { isBounded, listingOrderKey } from './listing-order';
import { CLEAR_SEARCH, searchKey } from './search-params';
import { useListingParams } from './url-state';
import { useScrollOnPageChange } from './use-scroll-on-page-change';

const BROWSE_SKELETONS = 8; // docs/product/storefront.md §9
/** The dropdown's order (docs/product/storefront.md §2). */
const CATEGORY_OPTIONS: readonly Category[] = ['wordpress', 'html', 'ecommerce', 'marketing', 'cms', 'plugins'];

export function BrowsePage() {
  useDocumentTitle('Browse All Templates');
  const navigate = useNavigate();
  const { get, page, hrefWith, navigateWith } = useListingParams();
  const listing = browseListing(get);
  const category = listing.category ?? null;
  const subcategories = category ? BROWSE_SUBCATEGORIES[category] : [];
  const subcategory = listing.subcategory ?? null;
  const { search: searchParams, order } = listing;
  const { search } = searchParams;

  const { data, error } = useTemplatePage(listing.request);

  // The counts of the search stay on screen while the list they narrow to loads, so the links do not
  // vanish under the pointer; a new search drops them.
  const shownFacets = useRef<{ search: string; facets: SearchFacetCounts } | null>(null);
  if (data?.search) shownFacets.current = { search, facets: data.search.facets };
  const facets = search && shownFacets.current?.search === search ? shownFacets.current.facets : null;

  const resultsRef = useRef<HTMLElement>(null);
  useScrollOnPageChange(resultsRef, page, `${category}|${subcategory}|${searchKey(searchParams)}|${listingOrderKey(order)}`);
  const categoryId = useId();
  const subcategoryId = useId();

  // A shop without any published template (a new shop) says so, and offers no filters or sorting that
  // could narrow nothing: the whole listing finding none says it at once, a narrowed one (a search) by
  // the shop's counts, which the page's first answers include (first-screen-data.ts).
  const narrowed = search !== '' || category !== null || subcategory !== null || isBounded(order) || searchParams.platform !== undefined;
  const noTemplatesAtAll = useShopIsEmpty();
  const shopEmpty = data?.total === 0 && (!narrowed || noTemplatesAtAll === true);

  let results;
  if (data && shopEmpty) {
    results = <ComingSoon search={search || undefined} customBuildLink />;
  } else if (data) {
    results =
      data.templates.length === 0 ? (
        <StatusPanel
          title="No Templates Found"
          message={
            search
              ? `We couldn't find any templates matching “${search}”${isBounded(order) ? ' in this price and rating range' : ''} at the moment. Try another search or category.`
              : isBounded(order)
                ? "We couldn't find any templates in this price and rating range. Try a wider range or another category."
                : "We couldn't find any templates for these filters at the moment. Try another category."
          }
          actions={
            <Button variant="outline" onClick={() => void navigate({ search: '' })}>
              Clear filters
            </Button>
          }
        />
      ) : (
        <>
          <p className="sf-results__count" role="status">
            Showing {(page - 1) * CATALOG_LIMITS.pageSize + 1} - {(page - 1) * CATALOG_LIMITS.pageSize + data.templates.length} of{' '}
            {formatCount(data.total)} templates
          </p>
          <TemplateGrid templates={data.templates} eagerImages={1} label={`Templates, page ${page}`} cardHeadingLevel={2} />
          <Pagination mode="leading" page={page} totalPages={data.totalPages} hrefFor={(number) => hrefWith({ page: number })} />
        </>
      );
  } else if (error) {
    results = (
      <StatusPanel
        tone="error"
        title="Unable to Load Templates"
        message={error.message}
        actions={<Button onClick={reloadPage}>Try Again</Button>}
      />
    );
  } else {
    results = <SkeletonGrid count={BROWSE_SKELETONS} />;
  }

  return (
    <div className="tm-page tm-page--wide sf-browse">
      <header className="tm-page__header">
        <div>
          <h1 className="tm-page__title">Browse All Templates</h1>
          <p className="tm-page__subtitle">
            {search ? (
              <>
                Results for <strong>“{search}”</strong> <Link to={hrefWith(CLEAR_SEARCH)}>Clear search</Link>
              </>
            ) : (
              'Every template in the marketplace, in one place'
            )}
          </p>
        </div>
      </header>

      {shopEmpty ? null : (
        <div className="sf-filters" role="group" aria-label="Filters">
          <div className="tm-field">
            <label className="tm-label" htmlFor={categoryId}>
              Category
            </label>
            <select
              id={categoryId}
              className="tm-input sf-select"
              value={category ?? 'all'}
              // A new category resets the subcategory to all and the page to 1 (docs/product/storefront.md §4).
              onChange={(event) => navigateWith({ category: event.target.value, subcategory: null })}
            >
              <option value="all">All Categories</option>
              {CATEGORY_OPTIONS.map((key) => (
                <option key={key} value={key}>
                  {categoryInfo(key).label}
                </option>
              ))}
            </select>
          </div>
          <div className="tm-field">
            <label className="tm-label" htmlFor={subcategoryId}>
              Subcategory
            </label>
            <select
              id={subcategoryId}
              className="tm-input sf-select"
              value={subcategory ?? 'all'}
              disabled={!category}
              onChange={(event) => navigateWith({ subcategory: event.target.value })}
            >
              <option value="all">All Subcategories</option>
              {subcategories.map((value) => (
                <option key={value} value={value}>
                  {subcategoryLabel(value)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      {facets && !shopEmpty ? (
        <SearchFacets
          facets={facets}
          categories={CATEGORY_OPTIONS}
          category={category}
          platform={searchParams.platform}
          hrefWith={hrefWith}
        />
      ) : null}
      {shopEmpty ? null : <ListingControls order={order} searching={search !== ''} hrefWith={hrefWith} navigateWith={navigateWith} />}

      <section ref={resultsRef} className="sf-results" tabIndex={-1} aria-label="Templates">
        {data ? <SearchNotice search={search} summary={data.search} hrefWith={hrefWith} /> : null}
        {results}
      </section>
    </div>
  );
}
