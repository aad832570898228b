import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a page change (not on first render, and not when the filters changed too) bring the results back
 * into view and move focus there, so a keyboard user who pressed 'Next' at the bottom lands on the new
 * results instead of an unmounted link. A filter change resets the page but leaves focus where it was.
 */
export function useScrollOnPageChange(target: RefObject<HTMLElement | null>, page: number, filters: string): void {
  const previous = useRef({ page, filters });
  useEffect(() => {
    const before = previous.current;
    previous.current = { page, filters };
    if (before.page === page || before.filters !== filters) return;
    const element = target.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
  }, [target, page, filters]);
}
