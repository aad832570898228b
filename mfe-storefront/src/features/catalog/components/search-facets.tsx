import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Category } from '@tm/contracts/catalog';
import { SEARCH_PLATFORMS, SEARCH_PLATFORM_LABELS, SEARCH_TEXTS, type SearchPlatform } from '@tm/contracts/search';
import type { SearchFacets as Facets } from '@tm/contracts/search.schemas';
import { formatCount } from '@tm/platform';
import { categoryInfo } from '../categories';
import type { ParamChanges } from '../url-state';

interface FacetLink {
  key: string;
  label: string;
  count: number | null;
  to: { search: string };
  current: boolean;
}

function FacetGroup({ title, links }: { title: string; links: FacetLink[] }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <div className="sf-facets__group" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-facets__title">
        {title}
      </h2>
      <ul className="sf-facets__list">
        {links.map(({ key, label, count, to, current }) => (
          <li key={key}>
            <Link to={to} className={current ? 'sf-facet is-active' : 'sf-facet'} aria-current={current ? 'true' : undefined}>
              {label}
              {count === null ? null : (
                <>
                  {' '}
                  <span className="sf-facet__count">{formatCount(count)}</span>
                  <span className="tm-visually-hidden"> {count === 1 ? 'template' : 'templates'}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface SearchFacetsProps {
  facets: Facets;
  categories: readonly Category[];
  category: Category | null;
  platform: SearchPlatform | undefined;
  hrefWith: (changes: ParamChanges) => { search: string };
}

/**
 * How many results each category and each platform holds (decision 054), as links that narrow the
 * search: a category resets the subcategory (docs/product/storefront.md §4), and a chosen filter gets an "All" link
 * to widen it again. Each count leaves out its own filter, so the other choices stay visible. Zero
 * counts are left out: a link to an empty page helps nobody.
 */
export function SearchFacets({ facets, categories, category, platform, hrefWith }: SearchFacetsProps) {
  const categoryLinks: FacetLink[] = categories
    .filter((key) => facets.categories[key] > 0 || key === category)
    .map((key) => ({
      key,
      label: categoryInfo(key).label,
      count: facets.categories[key],
      to: hrefWith({ category: key, subcategory: null }),
      current: key === category,
    }));
  const platformLinks: FacetLink[] = SEARCH_PLATFORMS.filter((key) => facets.platforms[key] > 0 || key === platform).map((key) => ({
    key,
    label: SEARCH_PLATFORM_LABELS[key],
    count: facets.platforms[key],
    to: hrefWith({ platform: key }),
    current: key === platform,
  }));
  const all = (label: string, to: { search: string }): FacetLink => ({ key: 'all', label, count: null, to, current: false });

  return (
    <div className="sf-facets">
      <FacetGroup
        title={SEARCH_TEXTS.facetCategories}
        links={
          category && categoryLinks.length
            ? [all('All categories', hrefWith({ category: null, subcategory: null })), ...categoryLinks]
            : categoryLinks
        }
      />
      <FacetGroup
        title={SEARCH_TEXTS.facetPlatforms}
        links={platform && platformLinks.length ? [all('All platforms', hrefWith({ platform: null })), ...platformLinks] : platformLinks}
      />
    </div>
  );
}
