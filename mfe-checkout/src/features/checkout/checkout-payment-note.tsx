import { SITE_TEXTS } from '@tm/contracts/site';
import { useSiteInfo } from '@tm/platform';

/**
 * Under Place Order: what happens to the buyer's money (decision 042). The spec's demo note only where
 * it is true (the simulated gateway); nothing until the server has said which provider takes payment.
 */
export function CheckoutPaymentNote() {
  const { paymentProvider } = useSiteInfo();
  if (paymentProvider === null) return null;
  return <p className="co-demo-note">{paymentProvider === 'stripe' ? SITE_TEXTS.stripeCheckout : SITE_TEXTS.simulatedCheckout}</p>;
}
