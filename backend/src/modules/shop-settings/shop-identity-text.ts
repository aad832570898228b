import { addressLines, registrationLine, type ShopIdentity } from '@tm/contracts/shop-settings';

/**
 * The lines every mail to a shopper ends with (decision 075): who sent it, the seller's legal name,
 * address and numbers where the owner set them (a line that is not set is left out), after the usual
 * "-- " delimiter that mail programs fold away.
 */
export function mailSignature(identity: ShopIdentity): string {
  const lines = ['', '-- ', identity.shopName];
  if (identity.legalName && identity.legalName !== identity.shopName) lines.push(identity.legalName);
  const address = addressLines(identity.postalAddress);
  if (address.length > 0) lines.push(address.join(', '));
  const registration = registrationLine(identity);
  if (registration) lines.push(registration);
  return lines.join('\n');
}
