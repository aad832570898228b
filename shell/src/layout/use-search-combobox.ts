import { useState, type KeyboardEvent } from 'react';
import type { SearchSuggestion } from '@tm/contracts/search.schemas';
import { useSuggestions, type SuggestionAnswer } from './use-suggestions';

export interface SearchCombobox {
  text: string;
  /** Whether the list shows (there is something to show, and the user has not closed it). */
  expanded: boolean;
  suggestions: readonly SearchSuggestion[];
  /** The active option's index, -1 for none. */
  active: number;
  /** What the polite live region says: the count once an answer for the current text is in. */
  announcement: string;
  type: (text: string) => void;
  setActive: (index: number) => void;
  close: () => void;
  /** Keys of the ARIA 1.2 combobox; returns the suggestion Enter chose, if any. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => SearchSuggestion | null;
}

const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

/** What identifies a suggestion across answers: where it leads. */
export const suggestionKey = (suggestion: SearchSuggestion) => `${suggestion.kind}:${suggestion.href}`;

const announce = (count: number) => (count === 0 ? 'No suggestions' : `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available`);

/** What the box shows of the last answer: the list, whether it is open, the active option's index and the announcement. */
export function comboboxView(answer: SuggestionAnswer | null, text: string, open: boolean, activeKey: string | null) {
  const suggestions = answer?.suggestions ?? NO_SUGGESTIONS;
  const expanded = open && suggestions.length > 0;
  const active = expanded && activeKey !== null ? suggestions.findIndex((s) => suggestionKey(s) === activeKey) : -1;
  const current = open && answer !== null && !answer.failed && answer.q === text.trim();
  return { suggestions, expanded, active, announcement: current ? announce(suggestions.length) : '' };
}

/** The option Down or Up makes active: opening starts at the first (Down) or last (Up) option; then the moves wrap round the list. */
export const arrowTarget = (active: number, count: number, expanded: boolean, down: boolean): number =>
  !expanded || active === -1 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count;

/**
 * What Escape does: the first closes the list, the second clears the text (and the browser's own clearing
 * of a search field is not left to race them). With nothing left, Escape goes on to the phone menu ('pass').
 */
export const escapeAction = (expanded: boolean, text: string): 'close' | 'clear' | 'pass' => (expanded ? 'close' : text ? 'clear' : 'pass');

/**
 * The header search box's state (decision 054): the text, whether the list is open and which option is
 * active. The active option is remembered by where it leads, not by its place: an answer arriving
 * between two keys keeps it active if it still holds it, and never leaves Enter pointing at another.
 */
export function useSearchCombobox(): SearchCombobox {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const answer = useSuggestions(text);

  const { suggestions, expanded, active, announcement } = comboboxView(answer, text, open, activeKey);

  const setActive = (index: number) => setActiveKey(suggestions[index] ? suggestionKey(suggestions[index]) : null);
  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): SearchSuggestion | null {
    if (event.nativeEvent.isComposing) return null;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return null;
        event.preventDefault();
        setOpen(true);
        setActive(arrowTarget(active, count, expanded, event.key === 'ArrowDown'));
        return null;
      }
      case 'Enter': {
        const chosen = active >= 0 ? suggestions[active] : undefined;
        if (!chosen) return null; // the form submits the text
        event.preventDefault();
        close();
        return chosen;
      }
      case 'Escape': {
        const action = escapeAction(expanded, text);
        if (action === 'pass') return null;
        event.preventDefault();
        event.stopPropagation();
        if (action === 'close') close();
        else setText('');
        return null;
      }
      default:
        return null;
    }
  }

  return {
    text,
    expanded,
    suggestions,
    active,
    announcement,
    // A new letter starts again from the box: no option stays active for words no longer typed.
    type: (next) => {
      setText(next);
      setOpen(true);
      setActiveKey(null);
    },
    setActive,
    close,
    onKeyDown,
  };
}
