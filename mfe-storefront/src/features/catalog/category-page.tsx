import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CATALOG_LIMITS, LISTING_SUBCATEGORIES, type Category } from '@tm/contracts/catalog';
import { categoryListing } from '@tm/contracts/listing-url';
import { PAGES } from '@tm/contracts/routes';
import { Button, LinkButton, formatCount, subcategoryLabel, useDocumentTitle } from '@tm/platform';
import { useSubcategoryCounts, useTemplatePage } from './api';
import { categoryInfo } from './categories';
import { ComingSoon } from './components/coming-soon';
import { ListingControls } from './components/listing-controls';
import { ListingSearch } from './components/listing-search';
import { Pagination } from './components/pagination';
import { SearchNotice } from './components/search-notice';
import { StatusPanel, reloadPage } from './components/status-panel';
import { SubcategoryChips, type ChipOption } from './components/subcategory-chips';
import { SkeletonGrid, TemplateGrid } from './components/template-grid';
import { isBounded, listingOrderKey } from './listing-order';
import { CLEAR_SEARCH, searchKey } from './search-params';
import { useListingParams } from './url-state';
import { useScrollOnPageChange } from './use-scroll-on-page-change';

/** Chip counts shown until the real ones arrive (docs/product/storefront.md §2): e.g. 120+, 300+, 500+, 400+, and 1200+ for All. */
const PLACEHOLDER_COUNTS = ['120+', '300+', '500+', '400+'];
const PLACEHOLDER_TOTAL = '1200+';
const RANKED = 3; // rank badges #1-#3 (docs/product/storefront.md §9)

export function CategoryPage({ category }: { category: Category }) {
  const info = categoryInfo(category);
  useDocumentTitle(info.title);
  const { get, page, hrefWith, navigateWith } = useListingParams();
  const listing = categoryListing(category, get);
  const subcategory = listing.subcategory ?? null;
  const { search: searchParams, order } = listing;
  const { search } = searchParams;

  const counts = useSubcategoryCounts(category);
  const { data, error } = useTemplatePage(listing.request);

  const resultsRef = useRef<HTMLElement>(null);
  useScrollOnPageChange(resultsRef, page, `${subcategory}|${searchKey(searchParams)}|${listingOrderKey(order)}`);
  // The #1-#3 badges rank best sellers: only the default order of the whole listing shows them.
  const ranked = page === 1 && !search && order.sort === undefined && !isBounded(order);

  const subcategories = LISTING_SUBCATEGORIES[category];
  const options: ChipOption[] = [
    { value: null, count: counts.data ? formatCount(counts.data.total) : PLACEHOLDER_TOTAL },
    ...subcategories.map((value, index) => ({
      value,
      count: counts.data ? formatCount(counts.data.counts[value] ?? 0) : PLACEHOLDER_COUNTS[index % PLACEHOLDER_COUNTS.length],
    })),
  ];
  const filterName = subcategory ? subcategoryLabel(subcategory) : info.label;
  // No published template in the whole category (a new shop, or one that has none of this kind yet):
  // it says they are coming, with no zero counts, filters or sorting that could narrow nothing.
  const categoryEmpty = counts.data?.total === 0;

  let results;
  if (data && categoryEmpty && data.templates.length === 0) {
    results = <ComingSoon search={search || undefined} categoryTitle={info.title} customBuildLink />;
  } else if (data) {
    if (data.templates.length === 0) {
      results = (
        <StatusPanel
          title={`No ${filterName} Templates Found`}
          message={
            data.total > 0
              ? `This page is past the end of the results: there ${data.totalPages === 1 ? 'is 1 page' : `are ${data.totalPages} pages`}.`
              : isBounded(order)
                ? `We couldn't find any ${filterName} templates${search ? ` matching “${search}”` : ''} in this price and rating range.`
                : search
                  ? `We couldn't find any ${filterName} templates matching “${search}” at the moment.`
                  : `We couldn't find any ${filterName} templates at the moment. Please check back later.`
          }
          actions={
            data.total > 0 ? (
              <LinkButton to={hrefWith({ page: 1 })} variant="outline">
                Go to page 1
              </LinkButton>
            ) : isBounded(order) ? (
              <LinkButton to={hrefWith({ minPrice: null, maxPrice: null, minRating: null })} variant="outline">
                Clear price and rating filters
              </LinkButton>
            ) : subcategory || search ? (
              <LinkButton to={info.path} variant="outline">
                View all {info.title}
              </LinkButton>
            ) : null
          }
        />
      );
    } else {
      const from = (page - 1) * CATALOG_LIMITS.pageSize + 1;
      const to = from + data.templates.length - 1;
      results = (
        <>
          <p className="sf-results__count" role="status">
            Showing {from} - {to} of {formatCount(data.total)} templates
          </p>
          <TemplateGrid
            templates={data.templates}
            rankTop={ranked ? RANKED : 0}
            eagerImages={1}
            label={`${info.title}, page ${page}`}
            cardHeadingLevel={2}
          />
          <Pagination page={page} totalPages={data.totalPages} hrefFor={(number) => hrefWith({ page: number })} />
        </>
      );
    }
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
    results = <SkeletonGrid count={CATALOG_LIMITS.pageSize} />;
  }

  return (
    <div className="sf-listing">
      <section className="sf-listing-hero" aria-labelledby="sf-listing-title">
        <div className="tm-container sf-listing-hero__inner">
          <h1 id="sf-listing-title" className="sf-listing-hero__title">
            {info.title}
          </h1>
          <p className="sf-listing-hero__text">{info.description}</p>
          <ListingSearch path={info.path} initial={search} label={`Search ${info.title}`} />
          {category === 'html' && !categoryEmpty ? (
            <p className="sf-listing-hero__extra">
              Looking for high-converting pages? <Link to={PAGES.landingPages}>See the landing pages showcase</Link>
            </p>
          ) : null}
        </div>
      </section>

      <div className="tm-container sf-listing__body">
        {categoryEmpty ? null : (
          <>
            <SubcategoryChips
              options={options}
              selected={subcategory}
              hrefFor={(value) => hrefWith({ subcategory: value })}
              placeholderCounts={!counts.data}
            />
            <ListingControls order={order} searching={search !== ''} hrefWith={hrefWith} navigateWith={navigateWith} />
          </>
        )}
        {search ? (
          <p className="sf-results__search">
            Results for <strong>“{search}”</strong> <Link to={hrefWith(CLEAR_SEARCH)}>Clear search</Link>
          </p>
        ) : null}
        <section ref={resultsRef} className="sf-results" tabIndex={-1} aria-label="Templates">
          {data ? <SearchNotice search={search} summary={data.search} hrefWith={hrefWith} /> : null}
          {results}
        </section>
      </div>
    </div>
  );
}
