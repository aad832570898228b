import { useEffect, type AnchorHTMLAttributes, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGE_LINK_ATTRIBUTE, pageLinkPath, setPageNavigator } from '../page-links';

export interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this shop, query and hash included. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to one of the shop's pages for the places that have many (cards, tags, the header and footer):
 * a plain <a>, no router hooks, so it costs nothing to render or hydrate (docs/decisions/057). Its clicks
 * go through the router like a <Link>'s, by the one listener of LinkNavigation.
 */
export function PageLink({ to, ...rest }: PageLinkProps) {
  return <a href={to} {...{ [PAGE_LINK_ATTRIBUTE]: '' }} {...rest} />;
}

/**
 * The one click listener behind every PageLink (mounted by PlatformProviders, inside the router): a
 * plain left click on a page link becomes a router navigation, a repeat of the current URL replacing
 * its history entry as <Link> does. It also lends the router's navigate to navigateToPage.
 */
export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const go = (to: string, options?: { replace?: boolean }) => void navigate(to, options);
    setPageNavigator(go);
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest(`a[${PAGE_LINK_ATTRIBUTE}]`) : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const to = pageLinkPath(
        event,
        { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
        window.location.origin,
      );
      if (to === null) return;
      event.preventDefault();
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      go(to, { replace: to === here });
    }
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      setPageNavigator(null);
    };
  }, [navigate]);
  return null;
}
