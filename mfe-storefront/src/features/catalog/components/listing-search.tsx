import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CATALOG_LIMITS } from '@tm/contracts/catalog';
import { Button } from '@tm/platform';

export interface ListingSearchProps {
  /** The listing's own path: a search stays on it. */
  path: string;
  initial: string;
  label: string;
  placeholder?: string;
}

/**
 * The listing hero's search box: Search or Enter goes to the same path with ?search={text}, or the bare
 * path when the trimmed text is empty (docs/product/storefront.md §2, §5). It works on all six category pages.
 */
export function ListingSearch({ path, initial, label, placeholder = 'Search templates...' }: ListingSearchProps) {
  const id = useId();
  const [text, setText] = useState(initial);
  const navigate = useNavigate();

  // Follow the URL (Back, chips, the header search) so the box never shows a stale query.
  useEffect(() => setText(initial), [initial]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    void navigate(query ? `${path}?search=${encodeURIComponent(query)}` : path);
  }

  return (
    // Named after its label, so it is told apart from the header's search landmark.
    <form role="search" className="sf-search" aria-labelledby={`${id}-label`} onSubmit={submit}>
      <label id={`${id}-label`} htmlFor={id} className="tm-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="tm-input sf-search__input"
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={CATALOG_LIMITS.maxSearchLength}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
