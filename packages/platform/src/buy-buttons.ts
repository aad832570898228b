import type { CartMode } from './cart-mode';
import { useCartMode, useInCartState } from './cart-hooks';
import { useOwnsTemplateState } from './owned-templates';
import { useWishlistedState } from './wishlist';

/**
 * What a template's add-to-cart spot shows. 'pending' is a placeholder of the button's size, nothing to
 * click: a server-rendered page is the same for every visitor and hydrates before the shopper is known
 * (docs/decisions/056), and a guess would flash Add to Cart at an owner, or at an admin who has no cart.
 */
export type CartButtonState = 'pending' | 'add' | 'in-cart' | 'owned' | 'none';

/** What the wishlist heart shows: a placeholder until the shopper and their wishlist are known. */
export type HeartState = 'pending' | 'save' | 'saved' | 'none';

/** What is known of the shopper; undefined for what is still being read. */
export interface ShopperFacts {
  mode: CartMode;
  /** The signed-in customer owns the template (their owned templates: a failed read counts as 'no'). */
  owned: boolean | undefined;
  /** The template is in the visitor's cart (a customer's is read from the server). */
  inCart: boolean | undefined;
  /** The template is on the customer's wishlist. */
  wishlisted: boolean | undefined;
}

export function cartButtonOf({ mode, owned, inCart }: Pick<ShopperFacts, 'mode' | 'owned' | 'inCart'>): CartButtonState {
  switch (mode) {
    case 'unknown':
      return 'pending';
    case 'admin':
      return 'none'; // admins have no cart (docs/product/storefront.md §6)
    case 'guest':
      return inCart ? 'in-cart' : 'add';
    case 'customer':
      // Ownership first: an owned template offers its download whatever the cart holds.
      if (owned === undefined) return 'pending';
      if (owned) return 'owned';
      if (inCart === undefined) return 'pending';
      return inCart ? 'in-cart' : 'add';
  }
}

export function heartOf({ mode, wishlisted }: Pick<ShopperFacts, 'mode' | 'wishlisted'>): HeartState {
  switch (mode) {
    case 'unknown':
      return 'pending';
    case 'admin':
      return 'none'; // admins have no wishlist
    case 'guest':
      return 'save'; // pressing it asks them to sign in
    case 'customer':
      if (wishlisted === undefined) return 'pending';
      return wishlisted ? 'saved' : 'save';
  }
}

/** The add-to-cart spot of one template, for the current visitor. */
export function useCartButton(templateId: string): CartButtonState {
  const mode = useCartMode();
  const owned = useOwnsTemplateState(templateId);
  const inCart = useInCartState(templateId);
  return cartButtonOf({ mode, owned, inCart });
}

/** The wishlist heart of one template, for the current visitor. */
export function useHeart(templateId: string): HeartState {
  const mode = useCartMode();
  const wishlisted = useWishlistedState(templateId);
  return heartOf({ mode, wishlisted });
}
