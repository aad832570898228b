// Zod-free at run time, like catalog.ts: the header badge and every add-to-cart button (first screen)
// import these constants. The schemas live in cart.schemas.ts.

/** docs/product/storefront.md §5/§9 and decision 016. */
export const CART_LIMITS = {
  minQuantity: 1,
  maxQuantity: 10,
  /** The header badge shows '99+' above this. */
  badgeCap: 99,
  /** The client keeps the cart list this long (refreshed after every change). */
  cacheMs: 5 * 60_000,
  /** After sign-in, the guest cart is merged about this much later. */
  mergeDelayMs: 200,
  /** Different templates one cart may hold. */
  maxLines: 100,
  /** Distinct templates one merge call may carry. */
  maxMergeLines: 100,
} as const;

export const CART_API = {
  /** GET ?userId= (the list, templates embedded), POST (add). */
  cart: '/api/cart',
  /** PATCH (quantity) and DELETE; the id is a cart item id or a template id. */
  item: '/api/cart/:id',
  merge: '/api/cart/merge',
} as const;

export const cartItemPath = (id: string) => `/api/cart/${encodeURIComponent(id)}`;

export const CART_MESSAGES = {
  loginRequired: 'Please log in to add items to cart',
  adminHasNoCart: 'Admins do not have a cart',
  itemNotFound: 'Cart item not found',
  templateNotFound: 'Template not found',
  /** The same add (Idempotency-Key) came again after its line left the cart (an order, another tab). */
  addedBefore: 'This was added to your cart before and has since left it',
  quantity: `quantity must be a whole number from ${CART_LIMITS.minQuantity} to ${CART_LIMITS.maxQuantity}`,
  /** PATCH: 0 or less removes the line, so only the top is bounded. */
  patchQuantity: `quantity must be a whole number of at most ${CART_LIMITS.maxQuantity} (0 or less removes the item)`,
  /** An owned template is downloaded, never bought again (decision 023: a duplicate purchase is refunded). */
  owned: 'You already own this template: download it from your dashboard',
  cartFull: `Your cart can hold at most ${CART_LIMITS.maxLines} different templates`,
  tooManyMergeLines: `A cart merge takes at most ${CART_LIMITS.maxMergeLines} templates`,
} as const;

/** The client's toasts (docs/product/storefront.md §8). */
export const CART_TOASTS = {
  added: { title: 'Added to cart', description: 'Item has been added to your cart' },
  addedGuest: (name: string) => ({ title: 'Added to Cart!', description: `${name} has been added to your cart` }),
  merged: (count: number) => ({
    title: 'Cart Merged!',
    description: `${count} item${count === 1 ? '' : 's'} from your guest cart ${count === 1 ? 'has' : 'have'} been added to your cart`,
  }),
  updated: { title: 'Cart updated', description: 'Quantity has been updated' },
  removed: { title: 'Item removed', description: 'Item has been removed from your cart' },
  addFailed: 'Failed to add item to cart',
  removeFailed: 'Failed to remove item from cart',
  updateFailed: 'Failed to update item quantity',
  updateFailedRetry: 'Failed to update quantity. Please try again.',
  /**
   * The merge toast when owned templates of the guest cart were left out (they are downloaded from the
   * dashboard, never bought twice): one toast, as only one shows at a time.
   */
  mergedOwned: (merged: number, owned: number) => ({
    title: merged > 0 ? 'Cart Merged!' : 'Already yours',
    description: `${merged > 0 ? `${merged} item${merged === 1 ? '' : 's'} from your guest cart ${merged === 1 ? 'has' : 'have'} been added to your cart. ` : ''}${owned} template${owned === 1 ? '' : 's'} you already own ${owned === 1 ? 'was' : 'were'} left out: download ${owned === 1 ? 'it' : 'them'} from your dashboard`,
  }),
  mergeFailed: 'Failed to merge your cart items. Please try adding them again.',
  loadFailed: 'Failed to load cart items',
} as const;

/** Units in a cart (the badge and 'N item(s) in your cart'). */
export const unitCount = (lines: ReadonlyArray<{ quantity: number }>) => lines.reduce((n, line) => n + line.quantity, 0);

/** The badge text: hidden (null) at 0, '99+' above 99. */
export const badgeText = (count: number): string | null =>
  count <= 0 ? null : count > CART_LIMITS.badgeCap ? `${CART_LIMITS.badgeCap}+` : String(count);
