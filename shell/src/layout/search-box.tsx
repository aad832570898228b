import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';

/** Enter with non-empty trimmed text goes to /browse?search=… (storefront §2, §5). */
export function SearchBox({ id, onSearched }: { id: string; onSearched?: () => void }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`${PAGES.browse}?search=${encodeURIComponent(query)}`);
    onSearched?.();
  }

  return (
    // Named after its label: the listing pages have a search landmark of their own (axe landmark-unique).
    <form role="search" className="header-search" aria-labelledby={`${id}-label`} onSubmit={submit}>
      <label id={`${id}-label`} htmlFor={id} className="tm-visually-hidden">
        Search templates
      </label>
      <svg className="header-search__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
        />
      </svg>
      <input
        id={id}
        className="header-search__input"
        type="search"
        placeholder="Search templates..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
