import { useEffect } from 'react';
import { BRAND_NAME } from '../brand';

/** Sets document.title while the page is shown; `exact` skips the brand suffix. */
export function useDocumentTitle(title: string | undefined, exact = false): void {
  useEffect(() => {
    if (!title) return;
    document.title = exact ? title : `${title} | ${BRAND_NAME}`;
  }, [title, exact]);
}
