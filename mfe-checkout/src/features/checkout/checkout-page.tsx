import '../cart'; // the cart's styles: this page lays out with them (co-layout, co-summary)
import './checkout.css';
import { ORDER_MESSAGES } from '@tm/contracts/orders';
import { PAGES } from '@tm/contracts/routes';
import { Alert, LinkButton, PageShell, Spinner, useCartView, useSession } from '@tm/platform';
import { useResolvedLines } from '../cart-lines';
import { CheckoutForm } from './checkout-form';
import { CheckoutSummary } from './checkout-summary';
import { useCustomBuildCart } from './use-custom-build-cart';
import { useLoginRedirect } from './use-login-redirect';
import { usePaymentCancelledToast } from './use-payment-cancelled-toast';

const TITLE = 'Checkout';

function CheckoutEmpty() {
  return (
    <PageShell title={TITLE} width="narrow" hideHeading>
      <section className="co-empty" aria-labelledby="checkout-empty-title">
        <h1 id="checkout-empty-title" className="co-empty__title">
          Your cart is empty
        </h1>
        <p className="tm-muted">Add some templates to your cart before checking out.</p>
        <LinkButton to={PAGES.home} size="lg">
          Continue Shopping
        </LinkButton>
      </section>
    </PageShell>
  );
}

/** /checkout (docs/product/storefront.md §2): the customer's server cart becomes an order, then the payment gateway. */
export function CheckoutPage() {
  const { status, user } = useSession();
  const view = useCartView();
  const { lines, resolving } = useResolvedLines(view.lines);
  const customBuild = useCustomBuildCart(status === 'authenticated' && view.mode !== 'admin');
  useLoginRedirect(status);
  usePaymentCancelledToast();

  if (status === 'loading' || (status === 'authenticated' && (view.loading || resolving || customBuild.loading))) {
    return <Spinner block label="Loading checkout..." />;
  }
  if (status === 'unauthenticated' || !user) return <Spinner block label="Redirecting to login..." />;
  if (view.mode === 'admin') {
    return (
      <PageShell title={TITLE} width="narrow">
        <Alert variant="info">{ORDER_MESSAGES.adminNoOrders}.</Alert>
      </PageShell>
    );
  }
  // docs/product/storefront.md §2: empty only when neither templates nor a custom build are in the cart.
  if (lines.length === 0 && !customBuild.summary) return <CheckoutEmpty />;

  return (
    <PageShell title={TITLE}>
      <div className="co-layout">
        <CheckoutForm key={user.id} user={user} lines={lines} customBuild={customBuild.summary} />
        <CheckoutSummary lines={lines} customBuild={customBuild.summary} />
      </div>
    </PageShell>
  );
}
