import { useEffect } from 'react';

/**
 * Marks the document (`<html data-page-ready>`) once the page it sits in has rendered, or, for a page
 * the server rendered, hydrated: from then on its buttons work. Placed beside a remote's routes inside
 * their Suspense boundary, whose content hydrates as one. Browser tests wait for it after a page load.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
  }, []);
  return null;
}
