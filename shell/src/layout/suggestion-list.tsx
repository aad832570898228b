import type { SearchSuggestion } from '@tm/contracts/search.schemas';
import { formatCount } from '@tm/platform';
import { SuggestionIcon } from './suggestion-icons';
import { suggestionKey } from './use-search-combobox';

/** What each kind of suggestion is, written beside it so the kind is not told by the icon alone. */
const KIND_LABELS: Record<SearchSuggestion['kind'], string> = {
  query: 'Search',
  subcategory: 'Category',
  template: 'Template',
};

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

function detail({ kind, count }: SearchSuggestion): string {
  const found = count === undefined ? null : `${formatCount(count)} ${count === 1 ? 'template' : 'templates'}`;
  return [KIND_LABELS[kind], found].filter(Boolean).join(' · ');
}

export interface SuggestionListProps {
  id: string;
  suggestions: readonly SearchSuggestion[];
  open: boolean;
  active: number;
  onChoose: (suggestion: SearchSuggestion) => void;
  onHover: (index: number) => void;
}

/**
 * The combobox's popup (ARIA 1.2 listbox): focus stays in the text box, which points at the active
 * option with aria-activedescendant. Always in the page, hidden when closed, so the box's
 * aria-controls always names an element.
 */
export function SuggestionList({ id, suggestions, open, active, onChoose, onHover }: SuggestionListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Search suggestions" className="header-suggestions" hidden={!open}>
      {open
        ? suggestions.map((suggestion, index) => (
            <li
              key={suggestionKey(suggestion)}
              id={optionId(id, index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'header-suggestion is-active' : 'header-suggestion'}
              // Pressing an option must not take focus from the box: the blur would close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(suggestion)}
              onMouseMove={() => index !== active && onHover(index)}
            >
              <SuggestionIcon kind={suggestion.kind} />
              <span className="header-suggestion__text">{suggestion.text}</span>
              <span className="header-suggestion__detail">{detail(suggestion)}</span>
            </li>
          ))
        : null}
    </ul>
  );
}
