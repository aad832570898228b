import { Link } from 'react-router-dom';
import { SEARCH_TEXTS } from '@tm/contracts/search';
import type { SearchSummary } from '@tm/contracts/search.schemas';
import type { ParamChanges } from '../url-state';

export interface SearchNoticeProps {
  /** The words as typed (the URL's ?search). */
  search: string;
  summary: SearchSummary | undefined;
  hrefWith: (changes: ParamChanges) => { search: string };
}

/**
 * What a search page says above its templates (decision 054): the corrected or completed words
 * (decision 065) with a link to the words as typed (the same page with ?asTyped=1), and, when no
 * template has every word, a heading saying the list holds the best partial matches.
 */
export function SearchNotice({ search, summary, hrefWith }: SearchNoticeProps) {
  if (!search || !summary) return null;
  return (
    <>
      {summary.corrected ? (
        <div className="sf-search-notice">
          <p className="sf-search-notice__corrected">
            {SEARCH_TEXTS.showingResultsFor} <strong>{summary.corrected}</strong>
          </p>
          <p className="sf-search-notice__typed">
            {SEARCH_TEXTS.searchInsteadFor} <Link to={hrefWith({ asTyped: 1 })}>{search}</Link>
          </p>
        </div>
      ) : null}
      {summary.partial ? <h2 className="sf-search-notice__partial">{SEARCH_TEXTS.partialHeading(summary.corrected ?? search)}</h2> : null}
    </>
  );
}
