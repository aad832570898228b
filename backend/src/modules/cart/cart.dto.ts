import type { CartItem } from '@tm/contracts/cart.schemas';
import { readDate } from '../../database/sql-dialect';
import { centsToDecimal } from '@tm/contracts/catalog';
import { priceCentsAt, toTemplateDto } from '../catalog';
import type { CartLineRow } from './cart.repository';

/** The price the buyer saw when they added the line, when the template costs something else now (decision 076). */
function priceWhenAdded(row: CartLineRow, now: Date): string | null {
  if (row.cartPriceAtAdd === null || row.cartPriceAtAdd === undefined) return null;
  const then = Number(row.cartPriceAtAdd);
  return then === priceCentsAt(row, now) ? null : centsToDecimal(then);
}

/** docs/product/storefront.md §3 Server cart item, the template embedded at its price at `now`. */
export function toCartItemDto(row: CartLineRow, now: Date): CartItem {
  return {
    id: row.cartItemId,
    templateId: row.id,
    userId: row.cartUserId,
    quantity: Number(row.cartQuantity),
    addedAt: readDate(row.cartAddedAt).toISOString(),
    template: toTemplateDto(row, now),
    priceWhenAdded: priceWhenAdded(row, now),
  };
}
