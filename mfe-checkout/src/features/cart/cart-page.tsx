import './cart.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { CART_MESSAGES, CART_TOASTS, unitCount } from '@tm/contracts/cart';
import { PAGES } from '@tm/contracts/routes';
import { Alert, Button, LinkButton, PageShell, useCartView } from '@tm/platform';
import { CartEmptyState } from './cart-empty-state';
import { CartLineItem } from './cart-line-item';
import { CartSkeleton } from './cart-skeleton';
import { OrderSummary } from './order-summary';
import { useResolvedLines } from '../cart-lines';

const TITLE = 'Shopping Cart';

/** docs/product/storefront.md §2: 'Your cart is empty' or 'N item(s) in your cart', counting units. */
function cartSummaryText(units: number): string {
  if (units === 0) return 'Your cart is empty';
  return `${units} item(s) in your cart`; // the spec's wording, verbatim
}

/** /cart: the guest's browser cart or the customer's server cart; admins have none (docs/product/storefront.md §6). */
export function CartPage() {
  const view = useCartView();
  const { lines, resolving, failed, retry } = useResolvedLines(view.lines);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  // After a removal the line's button is gone: focus goes to the list, or to the empty cart's heading
  // once the last line is gone (decision 027), as soon as the page shows either.
  const focusAfterRemoval = useRef(false);
  const [removals, setRemovals] = useState(0);
  const emptied = lines.length === 0;
  const settled = !view.loading && !resolving;
  useEffect(() => {
    if (!focusAfterRemoval.current || !settled) return;
    const target = emptied ? emptyHeading.current : listHeading.current;
    if (!target) return;
    focusAfterRemoval.current = false;
    target.focus();
  }, [removals, emptied, settled]);
  const removed = () => {
    focusAfterRemoval.current = true;
    setRemovals((count) => count + 1);
  };

  if (view.mode === 'admin') {
    return (
      <PageShell title={TITLE}>
        <Alert variant="info">
          {CART_MESSAGES.adminHasNoCart}. Templates are managed from the <Link to={PAGES.admin}>Admin Panel</Link>.
        </Alert>
      </PageShell>
    );
  }

  if (view.loading || resolving) {
    return (
      <PageShell title={TITLE}>
        <CartSkeleton />
      </PageShell>
    );
  }

  return (
    <PageShell title={TITLE} subtitle={cartSummaryText(unitCount(lines))}>
      {lines.length === 0 ? (
        <CartEmptyState headingRef={emptyHeading} />
      ) : (
        <div className="co-layout">
          <section className="co-items" aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" className="tm-visually-hidden" tabIndex={-1} ref={listHeading}>
              Cart items
            </h2>
            {failed ? (
              <Alert variant="error" className="co-alert">
                {CART_TOASTS.loadFailed}.{' '}
                <Button variant="link" onClick={retry}>
                  Try Again
                </Button>
              </Alert>
            ) : null}
            <ul className="co-lines">
              {lines.map((line) => (
                // Removing a line takes its button away: the list heading keeps keyboard focus on the page.
                <CartLineItem key={line.templateId} line={line} onRemoved={removed} />
              ))}
            </ul>
            <LinkButton to={PAGES.home} variant="outline">
              Continue Shopping
            </LinkButton>
          </section>
          <OrderSummary lines={lines} />
        </div>
      )}
    </PageShell>
  );
}
