import { create } from 'zustand';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { readStorage, writeStorage } from './storage';

/** Guest cart line as kept in localStorage (storefront §3). */
export interface GuestCartItem {
  templateId: string;
  templateName: string;
  quantity: number;
  /** ms since epoch */
  addedAt: number;
}

/** Quantity per line (storefront §5/§9). */
export const CART_MIN_QUANTITY = 1;
export const CART_MAX_QUANTITY = 10;

interface CartState {
  guestItems: GuestCartItem[];
  /** Total units in the guest cart. */
  count: number;
  addGuestItem: (item: { templateId: string; templateName: string }, quantity?: number) => void;
  /** A quantity of 0 or less removes the line; above the maximum is capped. */
  setGuestQuantity: (templateId: string, quantity: number) => void;
  removeGuestItem: (templateId: string) => void;
  clearGuestCart: () => void;
}

function isGuestItem(value: unknown): value is GuestCartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.templateId === 'string' &&
    typeof item.templateName === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isFinite(item.quantity) &&
    item.quantity > 0
  );
}

/** A corrupt stored cart is dropped line by line rather than breaking every page. */
function loadGuestItems(): GuestCartItem[] {
  const raw = readStorage('local', STORAGE_KEYS.guestCart);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isGuestItem).map((item) => ({
      templateId: item.templateId,
      templateName: item.templateName,
      quantity: Math.min(Math.floor(item.quantity), CART_MAX_QUANTITY),
      addedAt: typeof item.addedAt === 'number' ? item.addedAt : Date.now(),
    }));
  } catch {
    return [];
  }
}

const countOf = (items: GuestCartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

function commit(items: GuestCartItem[]): Pick<CartState, 'guestItems' | 'count'> {
  writeStorage('local', STORAGE_KEYS.guestCart, JSON.stringify(items));
  return { guestItems: items, count: countOf(items) };
}

const initialItems = typeof window === 'undefined' ? [] : loadGuestItems();

export const useCart = create<CartState>()((set, get) => ({
  guestItems: initialItems,
  count: countOf(initialItems),
  addGuestItem: ({ templateId, templateName }, quantity = 1) => {
    const items = get().guestItems;
    const existing = items.find((item) => item.templateId === templateId);
    const next = existing
      ? items.map((item) =>
          item.templateId === templateId
            ? { ...item, quantity: Math.min(item.quantity + quantity, CART_MAX_QUANTITY) }
            : item,
        )
      : [...items, { templateId, templateName, quantity: Math.min(Math.max(quantity, 1), CART_MAX_QUANTITY), addedAt: Date.now() }];
    set(commit(next));
  },
  setGuestQuantity: (templateId, quantity) => {
    const items = get().guestItems;
    const next =
      quantity < CART_MIN_QUANTITY
        ? items.filter((item) => item.templateId !== templateId)
        : items.map((item) =>
            item.templateId === templateId ? { ...item, quantity: Math.min(Math.floor(quantity), CART_MAX_QUANTITY) } : item,
          );
    set(commit(next));
  },
  removeGuestItem: (templateId) => set(commit(get().guestItems.filter((item) => item.templateId !== templateId))),
  clearGuestCart: () => set(commit([])),
}));

// Another tab changed the guest cart: follow it, so two tabs never overwrite each other's lines.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.guestCart) return;
    const items = loadGuestItems();
    useCart.setState({ guestItems: items, count: countOf(items) });
  });
}

/**
 * HOOK POINT for the cart issue (storefront §4 "Cart merge"): called by useAuthRedirects once the user is
 * authenticated, before any stored return URL is followed. It must check and clear
 * sessionStorage pendingCartMerge, wait ~200 ms, add each guest unit to the server cart, clear the guest
 * cart and toast 'Cart Merged!'. Until then it does nothing and leaves the flag for that code to find.
 */
export async function mergeGuestCartIfPending(): Promise<void> {
  return;
}
