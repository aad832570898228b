import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORY_PAGES } from '@tm/contracts/catalog';
import { PAGES } from '@tm/contracts/routes';
import { LinkButton } from '@tm/platform';

/** docs/product/storefront.md §2: the empty cart offers these four categories and Start Shopping. */
const CATEGORY_LINKS = [
  { to: CATEGORY_PAGES.wordpress, label: 'WordPress Themes' },
  { to: CATEGORY_PAGES.ecommerce, label: 'eCommerce Templates' },
  { to: CATEGORY_PAGES.html, label: 'HTML Templates' },
  { to: CATEGORY_PAGES.cms, label: 'CMS Themes' },
] as const;

/** `headingRef` takes keyboard focus when the last line was just removed (decision 027). */
export function CartEmptyState({ headingRef }: { headingRef?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className="co-empty" aria-labelledby="cart-empty-title">
      <span className="co-empty__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M10 20.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Zm8 0a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0Z"
          />
        </svg>
      </span>
      <h2 id="cart-empty-title" className="co-empty__title" tabIndex={-1} ref={headingRef}>
        Find your next template
      </h2>
      <p className="tm-muted">Browse a category to get started:</p>
      <ul className="co-empty__links">
        {CATEGORY_LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="co-empty__link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <LinkButton to={PAGES.home} size="lg">
        Start Shopping
      </LinkButton>
    </section>
  );
}
