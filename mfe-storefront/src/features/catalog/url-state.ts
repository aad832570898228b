import { useNavigate, useSearchParams } from 'react-router-dom';
import { paramReader, readPage } from '@tm/contracts/listing-url';

export type ParamChanges = Record<string, string | number | null>;

/**
 * The listing state lives in the URL (subcategory, search, page, and on /browse category) so Back, reload
 * and shared links show the same list. `hrefWith` builds the link for a change; any change other than
 * the page itself drops the page (docs/product/storefront.md §4: page resets to 1).
 *
 * `navigateWith` is for a choice made in a control (a select, the price form). It starts from the
 * address bar, not from the rendered parameters: while the list of the previous choice is still
 * loading, React keeps the previous render on screen, and a second choice made then must not drop
 * the first (a price range applied, then a rating chosen before the priced list arrived).
 */
export function useListingParams() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const get = paramReader(params);

  function hrefWith(changes: ParamChanges, from: URLSearchParams = params): { search: string } {
    const next = new URLSearchParams(from);
    if (!('page' in changes)) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === 'all' || (name === 'page' && value === 1)) next.delete(name);
      else next.set(name, String(value));
    }
    const text = next.toString();
    return { search: text ? `?${text}` : '' };
  }

  function navigateWith(changes: ParamChanges): void {
    void navigate(hrefWith(changes, new URLSearchParams(window.location.search)));
  }

  return { params, get, page: readPage(params.get('page')), hrefWith, navigateWith };
}
