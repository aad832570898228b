import { SITE_TEXTS } from '@tm/contracts/site';
import { useShopIdentity, useSiteInfo } from '@tm/platform';

/**
 * Under Place Order: what happens to the buyer's money (decision 042). The spec's demo note only where
 * it is true (the simulated gateway); nothing until the server has said which provider takes payment.
 */
export function CheckoutPaymentNote() {
  const { paymentProvider } = useSiteInfo();
  const { chargesTax, taxBehavior } = useShopIdentity();
  if (paymentProvider === null) return null;
  if (paymentProvider !== 'stripe') return <p className="co-demo-note">{SITE_TEXTS.simulatedCheckout}</p>;
  const tax = chargesTax ? (taxBehavior === 'inclusive' ? SITE_TEXTS.stripeTaxIncluded : SITE_TEXTS.stripeTaxAdded) : null;
  return <p className="co-demo-note">{tax ? `${SITE_TEXTS.stripeCheckout} ${tax}` : SITE_TEXTS.stripeCheckout}</p>;
}
