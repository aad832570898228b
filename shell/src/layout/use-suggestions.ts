import { useEffect, useState } from 'react';
import { SEARCH_LIMITS, searchSuggestionsPath } from '@tm/contracts/search';
import type { SearchSuggestion, SearchSuggestions } from '@tm/contracts/search.schemas';
import { getJson } from '@tm/platform';

/** The suggestions the server gave for one text (trimmed), or none when the call failed. */
export interface SuggestionAnswer {
  q: string;
  suggestions: readonly SearchSuggestion[];
  failed: boolean;
}

/**
 * The header's suggestions for what is typed (decision 054): asked SEARCH_LIMITS.suggestDebounceMs after
 * the last key, from SEARCH_LIMITS.suggestFrom letters, the request for an older text aborted so a
 * slow answer never replaces a newer one. Typing never waits for it: the last answer stays on screen
 * until the next arrives. A failure shows nothing and logs nothing: the box still searches on Enter.
 */
export function useSuggestions(text: string): SuggestionAnswer | null {
  const q = text.trim();
  const asks = q.length >= SEARCH_LIMITS.suggestFrom;
  const [answer, setAnswer] = useState<SuggestionAnswer | null>(null);

  useEffect(() => {
    if (!asks) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getJson<SearchSuggestions>(searchSuggestionsPath(q), controller.signal).then(
        (found) => setAnswer({ q, suggestions: found.suggestions.slice(0, SEARCH_LIMITS.suggestions), failed: false }),
        () => {
          if (!controller.signal.aborted) setAnswer({ q, suggestions: [], failed: true });
        },
      );
    }, SEARCH_LIMITS.suggestDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [q, asks]);

  return asks ? answer : null;
}
