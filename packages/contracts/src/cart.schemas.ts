import { z } from 'zod';
import { CART_LIMITS, CART_MESSAGES } from './cart';
import { TemplateSchema } from './catalog.schemas';
import { LICENCES, PURCHASE_CODE_MESSAGES } from './licences';

/** zod schemas of the cart calls (docs/product/storefront.md §3/§7, decision 016); the types are in cart.ts. */

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(64, `${name} is too long`);

const quantity = z
  .number({ error: CART_MESSAGES.quantity })
  .int(CART_MESSAGES.quantity)
  .min(CART_LIMITS.minQuantity, CART_MESSAGES.quantity)
  .max(CART_LIMITS.maxQuantity, CART_MESSAGES.quantity);

/** A server cart line (docs/product/storefront.md §3): the template embedded when it still exists. */
export const CartItemSchema = z.object({
  id: z.string(),
  templateId: z.string(),
  userId: z.string(),
  quantity: z.number().int(),
  addedAt: z.string(),
  template: TemplateSchema.optional(),
  /** The price when the buyer added it, when the template costs something else now (decision 076); else null. */
  priceWhenAdded: z.string().nullable(),
  /** The licence the line buys (decision 091); absent from a server written before it: Regular. */
  licence: z.enum(LICENCES).optional(),
  /** The buyer holds Regular licences of the template: the line upgrades that many to Extended, at the difference. */
  upgrade: z.boolean().optional(),
  /** One licence's price at this moment, as Place Order will charge it ("49.00"). */
  price: z.string().optional(),
});

export const CartQuerySchema = z.object({ userId: id('userId').optional() });

export const AddToCartBodySchema = z.object({
  templateId: id('templateId'),
  userId: id('userId').optional(),
  quantity: quantity.default(1),
  /** Regular (the default) or Extended; another licence than the line's switches the line (decision 091). */
  licence: z.enum(LICENCES, { error: PURCHASE_CODE_MESSAGES.licence }).default('regular'),
});

export const UpdateCartItemBodySchema = z.object({
  quantity: z
    .number({ error: CART_MESSAGES.patchQuantity })
    .int(CART_MESSAGES.patchQuantity)
    .max(CART_LIMITS.maxQuantity, CART_MESSAGES.patchQuantity),
});

/** The guest cart, sent once after sign-in. `mergeId` makes a retried call a no-op. */
export const CartMergeBodySchema = z.object({
  mergeId: z.uuid('mergeId must be a UUID'),
  items: z.array(z.object({ templateId: id('templateId'), quantity })).max(CART_LIMITS.maxMergeLines, CART_MESSAGES.tooManyMergeLines),
});

export const CartMergeResultSchema = z.object({
  items: z.array(CartItemSchema),
  /** Units in the cart after the merge. */
  count: z.number().int(),
  /** Units this call added (0 when the same mergeId was applied before). */
  merged: z.number().int(),
  /** Templates of the guest cart left out because the user owns them (empty when the same mergeId was applied before). */
  owned: z.array(z.string()),
});

/** Wire shapes, checked by the schemas in cart.schemas.ts (type-only here). */
export type CartItem = z.infer<typeof CartItemSchema>;
export type CartQuery = z.output<typeof CartQuerySchema>;
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;
export type UpdateCartItemBody = z.input<typeof UpdateCartItemBodySchema>;
export type CartMergeBody = z.input<typeof CartMergeBodySchema>;
export type CartMergeResult = z.infer<typeof CartMergeResultSchema>;
