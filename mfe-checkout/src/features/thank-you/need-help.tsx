import { Link } from 'react-router-dom';
import { PAGES } from '@tm/contracts/routes';
import { addressLines, registrationLine, sellerName } from '@tm/contracts/shop-settings';
import { useShopIdentity } from '@tm/platform';

/** docs/product/storefront.md §2 thank-you 'Need Help' box (docs/product/back-office.md §1: support also goes through the contact page). */
export function NeedHelp() {
  // The owner's support address, else the server's SUPPORT_EMAIL (decision 075).
  const identity = useShopIdentity();
  const { supportEmail } = identity;
  // Who sold it, once the owner set the legal name, address or numbers: nothing stands in for them (decision 075).
  const seller = [addressLines(identity.postalAddress).join(', '), registrationLine(identity)].filter(Boolean);
  const named = identity.legalName !== null || seller.length > 0;
  return (
    <aside className="co-thanks-help" aria-labelledby="thanks-help-title">
      <h2 id="thanks-help-title" className="co-thanks-help__title">
        Need Help?
      </h2>
      <p>
        Questions about your order? Email our support team at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> or use the{' '}
        <Link to={PAGES.contact}>contact page</Link>.
      </p>
      {named ? <p className="co-thanks-help__seller">Sold by {[sellerName(identity), ...seller].join(' · ')}</p> : null}
    </aside>
  );
}
