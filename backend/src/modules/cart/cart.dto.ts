import type { CartItem } from '@tm/contracts/cart.schemas';
import type { Licence } from '@tm/contracts/licences';
import { readDate } from '../../database/sql-dialect';
import { centsToDecimal } from '@tm/contracts/catalog';
import { licencePriceCentsAt, toTemplateDto } from '../catalog';
import type { CartLineRow } from './cart.repository';

const licenceOf = (row: CartLineRow): Licence => (row.cartLicence === 'extended' ? 'extended' : 'regular');
/** An Extended line of a template the buyer owns upgrades their Regular licences (decision 091). */
const isUpgrade = (row: CartLineRow) => licenceOf(row) === 'extended' && Number(row.cartOwned) > 0;

/** The price the buyer saw when they added the line, when the licence costs something else now (decision 076). */
function priceWhenAdded(row: CartLineRow, nowCents: number): string | null {
  if (row.cartPriceAtAdd === null || row.cartPriceAtAdd === undefined) return null;
  const then = Number(row.cartPriceAtAdd);
  return then === nowCents ? null : centsToDecimal(then);
}

/**
 * docs/product/storefront.md §3 Server cart item, the template embedded at its price at `now`, and the
 * line's licence with one licence's price as Place Order will charge it (decision 091).
 */
export function toCartItemDto(row: CartLineRow, now: Date, multiple: number): CartItem {
  const licence = licenceOf(row);
  const upgrade = isUpgrade(row);
  const cents = licencePriceCentsAt(row, licence, upgrade, multiple, now);
  return {
    id: row.cartItemId,
    templateId: row.id,
    userId: row.cartUserId,
    quantity: Number(row.cartQuantity),
    addedAt: readDate(row.cartAddedAt).toISOString(),
    template: toTemplateDto(row, now),
    priceWhenAdded: priceWhenAdded(row, cents),
    licence,
    upgrade,
    price: centsToDecimal(cents),
  };
}
