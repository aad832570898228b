import { useParams } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { Alert, LinkButton, PageShell, shortOrderId, useSession } from '@tm/platform';

function ComingSoon({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <PageShell title={title} subtitle={subtitle}>
      <div className="tm-placeholder">
        <p>
          <strong>Coming soon.</strong> This page is being built.
        </p>
        <p>
          <LinkButton to={PAGES.home} variant="link">
            Continue Shopping
          </LinkButton>
        </p>
      </div>
    </PageShell>
  );
}

export function CheckoutPage() {
  const user = useSession((state) => state.user);
  return (
    <PageShell title="Checkout" subtitle="Your Information">
      {user ? <Alert variant="info">Checking out as {user.email}</Alert> : null}
      <div className="tm-placeholder">
        <p>
          <strong>Coming soon.</strong> The checkout form arrives with the checkout issue.
        </p>
      </div>
    </PageShell>
  );
}

export function PaymentProcessingPage() {
  const { orderId = '' } = useParams();
  return <ComingSoon title="Secure Payment Gateway" subtitle={`Order #${shortOrderId(orderId)}`} />;
}

export function ThankYouPage() {
  const { orderId = '' } = useParams();
  return <ComingSoon title="Thank You for Your Purchase!" subtitle={`Order #${shortOrderId(orderId)}`} />;
}
