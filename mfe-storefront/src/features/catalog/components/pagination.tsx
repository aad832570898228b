import { Link, type To } from 'react-router-dom';
import { cx } from '@tm/platform';

const PAGE_LINKS = 5; // docs/product/storefront.md §9: page window up to 5 links

/** Listing pages: up to 5 page numbers centred on the current page (two before it), clamped to the range. */
export function pageWindow(page: number, totalPages: number, size = PAGE_LINKS): number[] {
  if (totalPages < 1) return [];
  const start = Math.max(1, Math.min(page - 2, totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** A page number to link, or an ellipsis standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * /browse: the first 5 page numbers and an ellipsis when more exist (docs/product/storefront.md §2). A current page
 * beyond them is shown too, after its own ellipsis, so the page one is on is always shown and marked.
 */
export function leadingPages(page: number, totalPages: number, size = PAGE_LINKS): PageItem[] {
  const items: PageItem[] = Array.from({ length: Math.max(0, Math.min(size, totalPages)) }, (_, index) => index + 1);
  if (page > size && page <= totalPages) items.push('gap', page);
  if (items.length > 0 && items[items.length - 1] !== totalPages) items.push('gap');
  return items;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Where page n lives (the page number is part of the URL, so Back and shared links keep it). */
  hrefFor: (page: number) => To;
  /** 'window' on the category listings, 'leading' on /browse. */
  mode?: 'window' | 'leading';
}

function Arrow({
  page,
  disabled,
  hrefFor,
  children,
  rel,
}: {
  page: number;
  disabled: boolean;
  hrefFor: PaginationProps['hrefFor'];
  children: string;
  rel: string;
}) {
  if (disabled) {
    return (
      <span className="sf-page sf-page--nav is-disabled" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link className="sf-page sf-page--nav" to={hrefFor(page)} rel={rel}>
      {children}
    </Link>
  );
}

/** Shown only when there is more than one page (docs/product/storefront.md §2). */
export function Pagination({ page, totalPages, hrefFor, mode = 'window' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const items: PageItem[] = mode === 'window' ? pageWindow(page, totalPages) : leadingPages(page, totalPages);
  return (
    <nav className="sf-pagination" aria-label="Pagination">
      <ul className="sf-pagination__list">
        <li>
          <Arrow page={page - 1} disabled={page <= 1} hrefFor={hrefFor} rel="prev">
            Previous
          </Arrow>
        </li>
        {items.map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} className="sf-page sf-page--gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className={cx('sf-page', number === page && 'is-current')}
                to={hrefFor(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          <Arrow page={page + 1} disabled={page >= totalPages} hrefFor={hrefFor} rel="next">
            Next
          </Arrow>
        </li>
      </ul>
      <p className="sf-pagination__status">
        Page {page} of {totalPages}
      </p>
    </nav>
  );
}
