import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its remote and data may still be loading). */
const HEADING_WAIT_MS = 10_000;
/** How long to wait for the new page to set its title once its heading shows. */
const TITLE_WAIT_MS = 1_000;

const isShown = (element: Element) => element.getClientRects().length > 0;

/**
 * Whether focus is somewhere it should stay: a field the new page focused on purpose (the sign-in and
 * password forms autofocus their first field), or a place outside the page the user moved to meanwhile.
 */
function focusChosenElsewhere(main: HTMLElement, active: Element | null, focusedAtNavigation: Element | null): boolean {
  if (!active || active === document.body || active === main) return false;
  if (main.contains(active)) return active.matches('input, select, textarea, [contenteditable="true"]');
  return active !== focusedAtNavigation;
}

/**
 * A single-page app changes pages without the browser's own cues, so the shell gives them (decision 027):
 * after each page change (a new path; not the first load, and not a query-only change such as a filter
 * or a results page) focus moves to the new page's h1 (made focusable with tabindex=-1), and the new
 * document title is read out by a polite live region. The shell waits for the heading, because the
 * owning remote and its data may arrive after the URL changed. A link to a part of a page (a #hash,
 * e.g. /documentation#licence) moves focus to that part instead, which also scrolls it into view.
 */
export function PageChangeFocus() {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');
  // The hash the new page opened with; a change of the hash alone is no page change and restarts nothing.
  const hashAtNavigation = useEffectEvent(() => hash);

  useEffect(() => {
    // The first load keeps the browser's order (skip link first); StrictMode's second run is no change either.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;

    const focusedAtNavigation = document.activeElement;
    const target = hashAtNavigation();
    const titleAtNavigation = document.title;
    let frame = 0;
    setAnnouncement('');

    // The page sets its title in an effect that may run a moment after its heading shows.
    const announceTitle = (since = performance.now()) => {
      if (document.title === titleAtNavigation && performance.now() - since < TITLE_WAIT_MS) {
        frame = requestAnimationFrame(() => announceTitle(since));
        return;
      }
      setAnnouncement(document.title);
    };

    const focusHeading = (): boolean => {
      const heading =
        (target.length > 1 ? main.querySelector<HTMLElement>(`#${CSS.escape(decodeURIComponent(target.slice(1)))}`) : null) ??
        main.querySelector('h1');
      if (!heading || !isShown(heading)) return false;
      if (!focusChosenElsewhere(main, document.activeElement, focusedAtNavigation)) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      announceTitle();
      return true;
    };

    if (focusHeading()) return () => cancelAnimationFrame(frame);
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    // A page that never shows a heading still gets its title announced.
    const timer = window.setTimeout(() => {
      stop();
      announceTitle();
    }, HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden', 'style'] });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return (
    <div className="tm-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {announcement}
    </div>
  );
}
