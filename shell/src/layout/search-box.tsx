import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import type { SearchSuggestion } from '@tm/contracts/search.schemas';
import { SEARCH_ICON_PATH } from './suggestion-icons';
import { SuggestionList, optionId } from './suggestion-list';
import { useSearchCombobox } from './use-search-combobox';

/**
 * The header search (docs/product/storefront.md §2, §5; decision 054): an ARIA 1.2 combobox whose list offers searches,
 * subcategories and templates as the user types. Enter on an active option goes where it points;
 * Enter otherwise goes to /browse?search=… with the trimmed text, as before the suggestions.
 */
export function SearchBox({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const box = useSearchCombobox();
  const navigate = useNavigate();
  const listId = `${id}-suggestions`;

  function go(suggestion: SearchSuggestion) {
    // A completed search shows in the box, as a typed one does; the list stays closed.
    if (suggestion.kind === 'query') box.type(suggestion.text);
    box.close();
    void navigate(suggestion.href);
    onSearched?.();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = box.text.trim();
    if (!query) return;
    box.close();
    void navigate(`${PAGES.browse}?search=${encodeURIComponent(query)}`);
    onSearched?.();
  }

  return (
    // Named after its label: the listing pages have a search landmark of their own (axe landmark-unique).
    // action and name: before the page has hydrated (or without JavaScript) the browser sends the search itself.
    <form role="search" className="header-search" aria-labelledby={`${id}-label`} action={PAGES.browse} onSubmit={submit}>
      <label id={`${id}-label`} htmlFor={id} className="tm-visually-hidden">
        Search templates
      </label>
      <div className="header-search__field">
        <svg className="header-search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d={SEARCH_ICON_PATH} />
        </svg>
        <input
          id={id}
          className="header-search__input"
          type="search"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={box.expanded}
          aria-controls={listId}
          aria-activedescendant={box.active >= 0 ? optionId(listId, box.active) : undefined}
          placeholder="Search templates..."
          value={box.text}
          onChange={(event) => box.type(event.target.value)}
          onKeyDown={(event) => {
            const chosen = box.onKeyDown(event);
            if (chosen) go(chosen);
          }}
          onBlur={box.close}
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <SuggestionList
        id={listId}
        suggestions={box.suggestions}
        open={box.expanded}
        active={box.active}
        onChoose={go}
        onHover={box.setActive}
      />
      <div className="tm-visually-hidden" aria-live="polite" aria-atomic="true">
        {box.announcement}
      </div>
    </form>
  );
}
