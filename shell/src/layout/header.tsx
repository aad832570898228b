import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { badgeText } from '@tm/contracts/cart';
import { PAGES } from '@tm/contracts/routes';
import { logoIsWordmark, type ShopLogo } from '@tm/contracts/shop-settings';
import { PageLink, useCartCount, useSession, useShopIdentity } from '@tm/platform';
import { markOf } from './brand-mark';
import { CATEGORY_LINKS } from './nav-links';
import { SearchBox } from './search-box';
import { useModalMenu } from './use-modal-menu';

// Only a signed-in visitor has one, known after the session is read: its code loads then, not with
// every first screen (docs/decisions/056).
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './user-menu').then((m) => ({ default: m.UserMenu })));

/** The cart button (docs/product/storefront.md §2): its badge shows the units in the visitor's cart, 99+ above 99, none at 0. */
function CartLink() {
  const count = useCartCount();
  const badge = badgeText(count);
  return (
    <NavLink
      to={PAGES.cart}
      className="header-icon-link"
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M10 20.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Zm8 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Z"
        />
      </svg>
      <span className="header-icon-link__label">Cart</span>
      {badge ? (
        <span className="header-cart-badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The brand: the owner's logo when there is one, else the letter mark and the name (the demo store's
 * look). A wide logo (a wordmark) stands for the name and carries it as its alt text; a squarer one
 * takes the letter mark's place beside the name, which then names the link alone (its alt is empty).
 */
function BrandContent({ shopName, logo }: { shopName: string; logo: ShopLogo | null }) {
  if (!logo) {
    return (
      <>
        <span className="brand__mark" aria-hidden="true">
          {markOf(shopName)}
        </span>
        <span className="brand__name">{shopName}</span>
      </>
    );
  }
  const wordmark = logoIsWordmark(logo);
  return (
    <>
      <img
        className="brand__logo"
        src={logo.url}
        srcSet={`${logo.url} 1x, ${logo.url2x} 2x`}
        width={logo.width}
        height={logo.height}
        alt={wordmark ? shopName : ''}
      />
      {wordmark ? null : <span className="brand__name">{shopName}</span>}
    </>
  );
}

export function Header() {
  const { status, user } = useSession();
  const { shopName, logo } = useShopIdentity();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLDivElement>(null);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(() => setMenuOpen(false), [pathname, search]);
  useModalMenu(menuOpen, closeMenu, toggleRef, navRef);

  // Escape closes the phone menu and puts focus back on its toggle, unless a disclosure inside it (the
  // account menu) is open: that one closes first, on its own Escape handler.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || navRef.current?.querySelector('[aria-expanded="true"]')) return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const isAdmin = status === 'authenticated' && !!user?.isAdmin;
  return (
    <header className="site-header">
      <div className="tm-container site-header__bar">
        {/* Named by its visible text, or a wordmark's alt (WCAG 2.5.3 label in name): a speech user says what they see. */}
        <PageLink to={PAGES.home} className="brand" inert={menuOpen}>
          <BrandContent shopName={shopName} logo={logo} />
        </PageLink>

        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="tm-visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            {menuOpen ? (
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            ) : (
              <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
            )}
          </svg>
        </button>

        <div id="site-nav" ref={navRef} className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          {/* First in the source as it shows first in the phone menu: the tab order follows (WCAG 2.4.3). */}
          <SearchBox id="header-search" onSearched={closeMenu} />

          <nav aria-label="Categories" className="site-nav__links">
            {CATEGORY_LINKS.map(({ to, label }) => (
              <NavLink key={to} to={to} end className="site-nav__link">
                {label}
              </NavLink>
            ))}
          </nav>

          <div className="site-nav__account">
            {isAdmin ? null : <CartLink />}
            {status === 'authenticated' && user ? (
              <>
                {user.isAdmin ? (
                  <NavLink to={PAGES.admin} className="site-nav__link">
                    Admin Panel
                  </NavLink>
                ) : (
                  <NavLink to={PAGES.dashboard} className="site-nav__link">
                    Dashboard
                  </NavLink>
                )}
                <Suspense fallback={null}>
                  <UserMenu user={user} />
                </Suspense>
              </>
            ) : status === 'unauthenticated' ? (
              <>
                <PageLink to={PAGES.login} className="tm-btn tm-btn--ghost tm-btn--sm">
                  Sign In
                </PageLink>
                <PageLink to={PAGES.signup} className="tm-btn tm-btn--primary tm-btn--sm">
                  Sign Up
                </PageLink>
              </>
            ) : (
              <span className="site-nav__pending" aria-hidden="true" />
            )}
          </div>
        </div>
      </div>
    </header>
  );
}
