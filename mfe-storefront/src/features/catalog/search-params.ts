// A search is read from the URL by @tm/contracts/listing-url, which the server shares; these are the page's.
import type { SearchParams } from '@tm/contracts/listing-url';

/** What a search's parameters are cleared with (the "Clear search" link): the words and what refines them. */
export const CLEAR_SEARCH = { search: null, asTyped: null, platform: null } as const;

/** A key that changes when the search does (scroll-to-results). */
export const searchKey = ({ search, asTyped, platform }: SearchParams) => `${search}|${asTyped ? 1 : 0}|${platform ?? ''}`;
