import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { unitCount } from '@tm/contracts/cart';
import type { CartItem } from '@tm/contracts/cart.schemas';
import type { Template } from '@tm/contracts/catalog.schemas';
import type { Licence } from '@tm/contracts/licences';
import type { CartLineRef } from './cart-actions';
import { cartModeOf, type CartMode } from './cart-mode';
import { useCart, type GuestCartItem, type ServerCartState } from './cart.store';
import { syncServerCart } from './server-cart';
import { useSession } from './session.store';

export function useCartMode(): CartMode {
  return useSession(cartModeOf);
}

/** The header badge's number (docs/product/storefront.md §2): the server cart when signed in, the guest cart otherwise. */
export function useCartCount(): number {
  const mode = useCartMode();
  return useCart((state) => (mode === 'customer' ? unitCount(state.server.items) : mode === 'guest' ? state.guestCount : 0));
}

/** Whether the template is in the visitor's active cart (the add-to-cart button's 'In Cart'). */
export function useIsInCart(templateId: string): boolean {
  const mode = useCartMode();
  return useCart((state) => {
    const lines: ReadonlyArray<{ templateId: string }> =
      mode === 'customer' ? state.server.items : mode === 'guest' ? state.guestItems : [];
    return lines.some((line) => line.templateId === templateId);
  });
}

/** The licence of the template's line in the visitor's cart (decision 091), or null when it has none. */
export function useCartLicence(templateId: string): Licence | null {
  const mode = useCartMode();
  return useCart((state) => {
    if (mode === 'guest') return state.guestItems.some((line) => line.templateId === templateId) ? 'regular' : null;
    if (mode !== 'customer') return null;
    return (
      state.server.items.find((line) => line.templateId === templateId)?.licence ??
      (state.server.items.some((line) => line.templateId === templateId) ? 'regular' : null)
    );
  });
}

/** Whether a signed-in customer's server cart is still unknown: not read yet, or a guest cart is being merged into it. */
function serverCartLoading({ server, merging }: { server: ServerCartState; merging: boolean }): boolean {
  // userId is null for the moment between sign-in and the first read starting.
  return server.userId === null || (server.loading && server.loadedAt === 0) || merging;
}

/**
 * Whether the template is in the visitor's cart, or undefined while that is not known: the session is
 * being read, or a signed-in customer's cart has not arrived yet (a failed read counts as empty).
 */
export function useInCartState(templateId: string): boolean | undefined {
  const mode = useCartMode();
  return useCart((state) => {
    if (mode === 'guest') return state.guestItems.some((line) => line.templateId === templateId);
    if (mode !== 'customer') return mode === 'admin' ? false : undefined;
    return serverCartLoading(state) ? undefined : state.server.items.some((line) => line.templateId === templateId);
  });
}

/** True while a change to this line is in flight. */
export function useLinePending(templateId: string): boolean {
  return useCart((state) => state.server.pending.includes(templateId));
}

/** One line of the cart page, whichever cart it comes from. */
export interface CartLine extends CartLineRef {
  quantity: number;
  /** Embedded by the server; guest lines (and lines of deleted templates) have none. */
  template: Template | null;
  /** The name the guest cart kept, or the template's. */
  templateName: string | null;
  /** A customer's line: what it cost when they added it, when it costs something else now (decision 076). */
  priceWhenAdded: string | null;
  /** The licence the line buys (decision 091); a guest line is Regular. */
  licence: Licence;
  /** The line upgrades Regular licences the customer holds to Extended. */
  upgrade: boolean;
  /** One licence's price from the server ("49.00"); null for a guest line (the template's price). */
  unitPrice: string | null;
}

export interface CartView {
  mode: CartMode;
  lines: CartLine[];
  /** True until the visitor's cart is first known. */
  loading: boolean;
}

const serverLine = (item: CartItem): CartLine => ({
  templateId: item.templateId,
  itemId: item.id,
  quantity: item.quantity,
  template: item.template ?? null,
  templateName: item.template?.name ?? null,
  priceWhenAdded: item.priceWhenAdded ?? null,
  licence: item.licence ?? 'regular',
  upgrade: item.upgrade ?? false,
  unitPrice: item.price ?? null,
});

const guestLine = (item: GuestCartItem): CartLine => ({
  templateId: item.templateId,
  itemId: null,
  quantity: item.quantity,
  template: null,
  templateName: item.templateName,
  priceWhenAdded: null,
  licence: 'regular',
  upgrade: false,
  unitPrice: null,
});

export function useCartView(): CartView {
  const mode = useCartMode();
  const guestItems = useCart((state) => state.guestItems);
  const server = useCart((state) => state.server);
  const merging = useCart((state) => state.merging);
  return useMemo(() => {
    switch (mode) {
      case 'customer':
        return { mode, lines: server.items.map(serverLine), loading: serverCartLoading({ server, merging }) };
      case 'guest':
        return { mode, lines: guestItems.map(guestLine), loading: false };
      case 'admin':
        return { mode, lines: [], loading: false };
      case 'unknown':
        return { mode, lines: [], loading: true };
    }
  }, [mode, guestItems, server, merging]);
}

/**
 * Keeps the server cart on the signed-in customer (mounted once, by PlatformProviders): read at sign-in,
 * dropped at sign-out or a change of user, and read again on a page visit once the list is older than
 * the 5-minute cache.
 */
export function useServerCartSync(): void {
  const userId = useSession((state) => (cartModeOf(state) === 'customer' ? (state.user?.id ?? null) : null));
  const { pathname } = useLocation();
  useEffect(() => {
    void syncServerCart(userId);
  }, [userId, pathname]);
}
