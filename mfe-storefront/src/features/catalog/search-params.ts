import { SEARCH_PLATFORMS, type SearchPlatform } from '@tm/contracts/search';

/** A search as the URL carries it (decision 054): ?search, ?asTyped=1 and, on /browse, ?platform. */
export interface SearchParams {
  search: string;
  /** The "Search instead for" link: the words as typed, not corrected. */
  asTyped: boolean;
  platform?: SearchPlatform;
}

/**
 * The search of a URL. asTyped and the platform mean something only with a search, and a platform the
 * server would refuse (a typo in a shared link) is left out rather than turned into an error page.
 */
export function readSearchParams(get: (name: string) => string | null, { platforms }: { platforms: boolean }): SearchParams {
  const search = get('search') ?? '';
  const platform = get('platform');
  return {
    search,
    asTyped: search !== '' && get('asTyped') === '1',
    ...(platforms && search !== '' && (SEARCH_PLATFORMS as readonly string[]).includes(platform ?? '') ? { platform: platform as SearchPlatform } : {}),
  };
}

/** What a search's parameters are cleared with (the "Clear search" link): the words and what refines them. */
export const CLEAR_SEARCH = { search: null, asTyped: null, platform: null } as const;

/** A key that changes when the search does (scroll-to-results). */
export const searchKey = ({ search, asTyped, platform }: SearchParams) => `${search}|${asTyped ? 1 : 0}|${platform ?? ''}`;
