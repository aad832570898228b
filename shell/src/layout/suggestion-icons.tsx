import type { SearchSuggestion } from '@tm/contracts/search.schemas';

/** The magnifier of the search box, also the mark of a 'query' suggestion. */
export const SEARCH_ICON_PATH =
  'M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z';

const PATHS: Record<SearchSuggestion['kind'], string> = {
  query: SEARCH_ICON_PATH,
  // Four tiles: a listing of templates.
  subcategory:
    'M4 3.5h4.5A.5.5 0 0 1 9 4v4.5a.5.5 0 0 1-.5.5H4a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5Zm7.5 0H16a.5.5 0 0 1 .5.5v4.5a.5.5 0 0 1-.5.5h-4.5a.5.5 0 0 1-.5-.5V4a.5.5 0 0 1 .5-.5ZM4 11h4.5a.5.5 0 0 1 .5.5V16a.5.5 0 0 1-.5.5H4a.5.5 0 0 1-.5-.5v-4.5A.5.5 0 0 1 4 11Zm7.5 0H16a.5.5 0 0 1 .5.5V16a.5.5 0 0 1-.5.5h-4.5a.5.5 0 0 1-.5-.5v-4.5a.5.5 0 0 1 .5-.5Z',
  // A page with a header band: one template.
  template:
    'M4.5 3h11A1.5 1.5 0 0 1 17 4.5v11a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 3 15.5v-11A1.5 1.5 0 0 1 4.5 3Zm0 1.5V7h11V4.5h-11Zm0 4v7h4v-7h-4Zm5.5 0v7h5.5v-7H10Z',
};

export function SuggestionIcon({ kind }: { kind: SearchSuggestion['kind'] }) {
  return (
    <svg className="header-suggestion__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[kind]} />
    </svg>
  );
}
