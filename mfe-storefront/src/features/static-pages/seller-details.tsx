import { addressLines, registrationLine, sellerName } from '@tm/contracts/shop-settings';
import { EmailText, useShopIdentity } from '@tm/platform';

/**
 * Who sells and how to reach them, as the legal pages state it (decision 075): the owner's legal name
 * (else the shop's name), the address and company and VAT numbers where set, and the support address.
 * A line the owner did not set is left out, never shown as a placeholder.
 */
export function SellerDetails() {
  const identity = useShopIdentity();
  const lines = [sellerName(identity), ...addressLines(identity.postalAddress), registrationLine(identity)].filter((line): line is string =>
    Boolean(line),
  );
  return (
    <address className="sp-seller">
      {lines.map((line, index) => (
        <span key={`${index}:${line}`} className="sp-seller__line">
          {line}
        </span>
      ))}
      <span className="sp-seller__line">
        Email:{' '}
        <a href={`mailto:${identity.supportEmail}`}>
          <EmailText email={identity.supportEmail} />
        </a>
      </span>
    </address>
  );
}
