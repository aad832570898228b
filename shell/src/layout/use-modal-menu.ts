import { useEffect, type RefObject } from 'react';

/** Where the phone menu ends: at this width and up the header shows every link and has no toggle. */
const DESKTOP_QUERY = '(min-width: 1200px)';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const shown = (element: HTMLElement) => element.getClientRects().length > 0;

/** Where Tab (or Shift+Tab, `backwards`) goes from stop `at` of `count` (-1: focus is on none of them): round the ring. */
export function nextStop(at: number, count: number, backwards: boolean): number {
  const last = count - 1;
  return backwards ? (at <= 0 ? last : at - 1) : at === -1 || at === last ? 0 : at + 1;
}

/**
 * The open phone menu is modal (decision 027): the rest of the page (skip link, main, footer) is inert,
 * Tab and Shift+Tab go round the toggle and the menu, a press outside the header or a change to the
 * desktop layout closes it. Focus stays where it is on opening: on the toggle, from where Tab reaches
 * the search box first; a phone's keyboard does not spring up over the menu.
 */
export function useModalMenu(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  menu: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const header = toggle.current?.closest('header');
    const shell = header?.parentElement;
    const background = [document.querySelector<HTMLElement>('.tm-skip-link'), ...(shell ? [...shell.children] : [])].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== header,
    );
    for (const element of background) element.inert = true;

    const stops = () =>
      [toggle.current, ...(menu.current ? [...menu.current.querySelectorAll<HTMLElement>(FOCUSABLE)] : [])].filter(
        (e): e is HTMLElement => !!e && shown(e),
      );
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const order = stops();
      const at = order.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      order[nextStop(at, order.length, event.shiftKey)]?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (header?.contains(event.target as Node)) return;
      const hadFocus = !!menu.current?.contains(document.activeElement);
      close();
      if (hadFocus) toggle.current?.focus();
    };
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onLayout = () => desktop.matches && close();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    desktop.addEventListener('change', onLayout);
    return () => {
      for (const element of background) element.inert = false;
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      desktop.removeEventListener('change', onLayout);
    };
  }, [open, close, toggle, menu]);
}
