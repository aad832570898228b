import { useEffect, useRef } from 'react';
import { Link, type To } from 'react-router-dom';
import { cx, subcategoryLabel } from '@tm/platform';

export interface ChipOption {
  value: string | null; // null = 'All'
  count: string;
}

export interface SubcategoryChipsProps {
  options: ChipOption[];
  selected: string | null;
  hrefFor: (value: string | null) => To;
  /** True while the counts are placeholders (announced once they are real). */
  placeholderCounts?: boolean;
}

/** The listing's filter row: 'All' plus each subcategory, with counts; choosing one changes the URL. */
export function SubcategoryChips({ options, selected, hrefFor, placeholderCounts = false }: SubcategoryChipsProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // On a phone the row scrolls sideways: keep the chosen chip in sight (without moving the page).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('.is-active');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
  }, [selected]);

  return (
    <nav aria-label="Filter by subcategory">
      <ul ref={listRef} className="sf-chips" aria-busy={placeholderCounts || undefined}>
        {options.map(({ value, count }) => {
          const active = value === selected;
          return (
            <li key={value ?? 'all'}>
              <Link className={cx('sf-chip', active && 'is-active')} to={hrefFor(value)} aria-current={active ? 'true' : undefined}>
                <span className="sf-chip__label">{value ? subcategoryLabel(value) : 'All'}</span>
                <span className={cx('sf-chip__count', placeholderCounts && 'is-placeholder')}>{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
