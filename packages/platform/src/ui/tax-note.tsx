import { taxNoteOf } from '@tm/contracts/shop-settings';
import { useShopIdentity } from '../shop-identity';

/**
 * Beside a price: "incl. VAT" or "+ tax" when the shop charges tax (decision 081), nothing otherwise.
 * Screen readers hear it with the price.
 */
export function TaxNote() {
  const note = taxNoteOf(useShopIdentity());
  return note ? <span className="tm-tax-note"> {note}</span> : null;
}
