import { CONSENT_KEYS, LEGAL_TEXTS } from '@tm/contracts/legal-texts';
import type { Order } from '@tm/contracts/orders.schemas';
import { PageLink, formatShortDate } from '@tm/platform';
import { PAGES } from '@tm/contracts/routes';

/**
 * What the buyer agreed to at checkout, by version (decision 082): the confirmation mail quotes the words;
 * the order's details name them. Nothing for an order placed before the checkout had its boxes.
 */
export function OrderConsentNote({ consent }: { consent: Order['consent'] }) {
  if (!consent) return null;
  const agreed = CONSENT_KEYS.flatMap((key) => (consent[key] ? [`${LEGAL_TEXTS[key].title} (version ${consent[key]})`] : []));
  return (
    <p className="tm-muted account-order__consent">
      Agreed at checkout on {formatShortDate(consent.consentedAt)}: {agreed.join(', ')}. See the{' '}
      <PageLink to={PAGES.refundPolicy}>refund policy</PageLink>.
    </p>
  );
}
