import { create } from 'zustand';
import { CART_LIMITS, unitCount } from '@tm/contracts/cart';
import type { CartItem } from '@tm/contracts/cart.schemas';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { readStorage, writeStorage } from './storage';

/** Guest cart line as kept in localStorage (docs/product/storefront.md §3). */
export interface GuestCartItem {
  templateId: string;
  templateName: string;
  quantity: number;
  /** ms since epoch */
  addedAt: number;
}

/** The signed-in customer's cart as last read from the server (docs/product/storefront.md §7 GET /api/cart). */
export interface ServerCartState {
  /** Whose cart `items` is; null when there is no server cart (guest, admin, session unknown). */
  userId: string | null;
  /** Oldest first, as the server answers. */
  items: CartItem[];
  /** When the list was last read (ms since epoch); 0 = not read yet, so the next look reads it. */
  loadedAt: number;
  loading: boolean;
  /** Template ids of the lines with a change in flight (their steppers show '...'). */
  pending: string[];
}

interface CartState {
  guestItems: GuestCartItem[];
  /** Total units in the guest cart. */
  guestCount: number;
  server: ServerCartState;
  /** A guest cart is being merged into the account's (after sign-in): the server list is about to change. */
  merging: boolean;
  /**
   * Adds units of a template (raising the quantity of a line already there, up to the maximum). Returns
   * false for a new template when the cart already holds CART_LIMITS.maxLines of them.
   */
  addGuestItem: (item: { templateId: string; templateName: string }, quantity?: number) => boolean;
  /** A quantity of 0 or less removes the line; above the maximum is capped. */
  setGuestQuantity: (templateId: string, quantity: number) => void;
  removeGuestItem: (templateId: string) => void;
  clearGuestCart: () => void;
}

export const EMPTY_SERVER_CART: ServerCartState = { userId: null, items: [], loadedAt: 0, loading: false, pending: [] };

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
      quantity: Math.min(Math.floor(item.quantity), CART_LIMITS.maxQuantity),
      addedAt: typeof item.addedAt === 'number' ? item.addedAt : Date.now(),
    }));
  } catch {
    return [];
  }
}

function commit(items: GuestCartItem[]): Pick<CartState, 'guestItems' | 'guestCount'> {
  writeStorage('local', STORAGE_KEYS.guestCart, JSON.stringify(items));
  return { guestItems: items, guestCount: unitCount(items) };
}

const clampQuantity = (quantity: number) => Math.min(Math.max(Math.floor(quantity), CART_LIMITS.minQuantity), CART_LIMITS.maxQuantity);

const initialItems = typeof window === 'undefined' ? [] : loadGuestItems();

export const useCart = create<CartState>()((set, get) => ({
  guestItems: initialItems,
  guestCount: unitCount(initialItems),
  server: EMPTY_SERVER_CART,
  merging: false,
  addGuestItem: ({ templateId, templateName }, quantity = 1) => {
    const items = get().guestItems;
    const existing = items.find((item) => item.templateId === templateId);
    // The server cart's limit, which also keeps the whole guest cart within one merge call.
    if (!existing && items.length >= Math.min(CART_LIMITS.maxLines, CART_LIMITS.maxMergeLines)) return false;
    const next = existing
      ? items.map((item) => (item.templateId === templateId ? { ...item, quantity: clampQuantity(item.quantity + quantity) } : item))
      : [...items, { templateId, templateName, quantity: clampQuantity(quantity), addedAt: Date.now() }];
    set(commit(next));
    return true;
  },
  setGuestQuantity: (templateId, quantity) => {
    const items = get().guestItems;
    const next =
      quantity < CART_LIMITS.minQuantity
        ? items.filter((item) => item.templateId !== templateId)
        : items.map((item) => (item.templateId === templateId ? { ...item, quantity: clampQuantity(quantity) } : item));
    set(commit(next));
  },
  removeGuestItem: (templateId) => set(commit(get().guestItems.filter((item) => item.templateId !== templateId))),
  clearGuestCart: () => set(commit([])),
}));

/** Updates part of the server cart state. */
export function patchServerCart(patch: Partial<ServerCartState>): void {
  useCart.setState((state) => ({ server: { ...state.server, ...patch } }));
}

// Another tab changed the guest cart: follow it, so two tabs never overwrite each other's lines.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.guestCart) return;
    const items = loadGuestItems();
    useCart.setState({ guestItems: items, guestCount: unitCount(items) });
  });
}
