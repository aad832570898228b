import { SITE_TEXTS, type SiteInfo } from '@tm/contracts/site';
import { LockIcon } from '@tm/platform';
import { CardBrands } from './card-brands';

/**
 * The footer's payment line. It says only what the payment provider makes true (decision 042):
 * with Stripe, secure card payments on Stripe's PCI DSS certified page and the card brands Stripe
 * Checkout takes; with the simulated gateway, that no card is charged (left out where the demo-shop
 * notice below already says so); nothing until /api/site has answered, so no false claim flashes.
 * No customer count: the shop does not count its happy customers.
 */
export function PaymentClaims({ provider, paymentsDemo }: { provider: SiteInfo['paymentProvider']; paymentsDemo: boolean }) {
  if (provider === 'stripe') {
    return (
      <div className="tm-container site-footer__trust">
        <div className="site-footer__trust-text">
          <p className="site-footer__secure">
            <LockIcon size={18} />
            {SITE_TEXTS.stripeFooter}
          </p>
          <p className="site-footer__claims">{SITE_TEXTS.stripeFooterDetail}</p>
        </div>
        <CardBrands />
      </div>
    );
  }
  if (provider === 'simulated' && !paymentsDemo) {
    return (
      <div className="tm-container site-footer__trust">
        <p className="site-footer__claims">{SITE_TEXTS.simulatedFooter}</p>
      </div>
    );
  }
  return null;
}
