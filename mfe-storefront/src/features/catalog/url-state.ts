import { useSearchParams } from 'react-router-dom';

/** A positive page number from the URL; anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The listing state lives in the URL (subcategory, search, page, and on /browse category) so Back, reload
 * and shared links show the same list. `hrefWith` builds the link for a change; any change other than
 * the page itself drops the page (storefront §4: page resets to 1).
 */
export function useListingParams() {
  const [params] = useSearchParams();
  const get = (name: string) => params.get(name)?.trim() || null;

  function hrefWith(changes: Record<string, string | number | null>): { search: string } {
    const next = new URLSearchParams(params);
    if (!('page' in changes)) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '' || value === 'all' || (name === 'page' && value === 1)) next.delete(name);
      else next.set(name, String(value));
    }
    const text = next.toString();
    return { search: text ? `?${text}` : '' };
  }

  return { params, get, page: readPage(params.get('page')), hrefWith };
}
