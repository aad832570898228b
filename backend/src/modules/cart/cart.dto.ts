import type { CartItem } from '@tm/contracts/cart.schemas';
import { readDate } from '../../database/sql-dialect';
import { toTemplateDto } from '../catalog';
import type { CartLineRow } from './cart.repository';

/** docs/product/storefront.md §3 Server cart item, the template embedded. */
export function toCartItemDto(row: CartLineRow): CartItem {
  return {
    id: row.cartItemId,
    templateId: row.id,
    userId: row.cartUserId,
    quantity: Number(row.cartQuantity),
    addedAt: readDate(row.cartAddedAt).toISOString(),
    template: toTemplateDto(row),
  };
}
