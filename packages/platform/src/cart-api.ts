import { CART_API, cartItemPath } from '@tm/contracts/cart';
import type { AddToCartBody, CartItem, CartMergeBody, CartMergeResult } from '@tm/contracts/cart.schemas';
import { apiFetch, getJson, postJson } from './api-client';

/** The server cart calls (docs/product/storefront.md §7; the merge: decision 016). */

export const fetchServerCart = (userId: string) => getJson<CartItem[]>(`${CART_API.cart}?userId=${encodeURIComponent(userId)}`);

/** `idempotencyKey`: the same add sent again (after no answer) adds nothing on the server (decision 050). */
export const postCartItem = (body: AddToCartBody, idempotencyKey: string) =>
  apiFetch<CartItem>(CART_API.cart, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

/** Answers the line, or nothing (204) when the quantity removed it. */
export const patchCartItem = (id: string, quantity: number) =>
  apiFetch<CartItem | undefined>(cartItemPath(id), { method: 'PATCH', body: { quantity } });

export const deleteCartItem = (id: string) => apiFetch<void>(cartItemPath(id), { method: 'DELETE' });

export const postCartMerge = (body: CartMergeBody) => postJson<CartMergeResult>(CART_API.merge, body);
