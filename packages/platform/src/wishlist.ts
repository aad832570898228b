import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { WISHLIST_API, wishlistItemPath, type Wishlist, type WishlistIds } from '@tm/contracts/wishlist';
import { apiFetch, getJson, userMessage } from './api-client';
import { cartModeOf } from './cart-mode';
import { useSession, type SessionState } from './session.store';
import { readStorage, removeStorage, writeStorage } from './storage';
import { toast } from './toast.store';

/** A heart pressed before signing in counts for a sign-in within this long (an abandoned one does not linger). */
export const WISHLIST_INTENT_MS = 30 * 60_000;

interface WishlistIntent {
  templateId: string;
  templateName: string;
  at: number;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Only signed-in customers have a wishlist (admins buy nothing); guests are asked to sign in. */
export function wishlistIdsKey(session: Pick<SessionState, 'status' | 'user'>): string | null {
  return cartModeOf(session) === 'customer' ? WISHLIST_API.ids : null;
}

/** Ids on the visitor's wishlist, shared by every remote through the one SWR cache (empty while loading or for guests). */
export function useWishlistIds(): ReadonlySet<string> {
  const key = useSession(wishlistIdsKey);
  const { data } = useSWR<WishlistIds>(key);
  return useMemo(() => (data ? new Set(data.templateIds) : EMPTY), [data]);
}

/**
 * Whether the template is on the visitor's wishlist, or undefined while a signed-in customer's list is
 * being read. A failed read counts as 'no': the heart still works (setWishlisted reads the list anew).
 */
export function useWishlistedState(templateId: string): boolean | undefined {
  const key = useSession(wishlistIdsKey);
  const { data, error } = useSWR<WishlistIds, Error>(key);
  if (data) return data.templateIds.includes(templateId);
  return key === null || error !== undefined ? false : undefined;
}

/** The wishlist's templates (the dashboard). */
export function useWishlist() {
  const key = useSession((session) => (wishlistIdsKey(session) ? WISHLIST_API.list : null));
  return useSWR<Wishlist, Error>(key, getJson);
}

/**
 * Adds or removes a template. The hearts change at once (optimistic) and go back if the server
 * refuses, with its reason in a toast; the dashboard's list is read again afterwards.
 */
export async function setWishlisted(templateId: string, templateName: string, wanted: boolean): Promise<void> {
  const key = WISHLIST_API.ids;
  const apply = (data: WishlistIds | undefined): WishlistIds => {
    const ids = (data?.templateIds ?? []).filter((id) => id !== templateId);
    return { templateIds: wanted ? [templateId, ...ids] : ids };
  };
  try {
    await mutate<WishlistIds>(
      key,
      async (current) => {
        await apiFetch(wishlistItemPath(templateId), { method: wanted ? 'PUT' : 'DELETE' });
        // No list in hand yet (a guest's heart saved at sign-in, or a read that failed): the list is
        // the server's, read now, not this one template.
        return current === undefined ? getJson<WishlistIds>(key) : apply(current);
      },
      { optimisticData: apply, rollbackOnError: true, revalidate: false },
    );
    toast({ title: wanted ? 'Saved to your wishlist' : 'Removed from your wishlist', description: templateName });
  } catch (error) {
    toast({ title: 'Wishlist not changed', description: userMessage(error, 'Please try again.'), variant: 'destructive' });
  } finally {
    void mutate(WISHLIST_API.list);
  }
}

/** A guest pressed the heart: kept for this tab until they sign in (saveWishlistIntentIfPending). */
export function rememberWishlistIntent(templateId: string, templateName: string): void {
  const intent: WishlistIntent = { templateId, templateName, at: Date.now() };
  writeStorage('session', STORAGE_KEYS.pendingWishlist, JSON.stringify(intent));
}

function takeWishlistIntent(): WishlistIntent | null {
  const raw = readStorage('session', STORAGE_KEYS.pendingWishlist);
  if (raw === null) return null;
  removeStorage('session', STORAGE_KEYS.pendingWishlist);
  try {
    const intent = JSON.parse(raw) as Partial<WishlistIntent> | null;
    if (!intent || typeof intent.templateId !== 'string' || typeof intent.templateName !== 'string' || typeof intent.at !== 'number')
      return null;
    return Date.now() - intent.at <= WISHLIST_INTENT_MS ? (intent as WishlistIntent) : null;
  } catch {
    return null;
  }
}

/**
 * Run by useAuthRedirects once the user is authenticated: the template a guest's heart asked for is
 * saved to the wishlist they now have ('Saved to your wishlist'), then the hearts read the list again.
 * Taken out of storage before the first await, so it is saved once. Admins have no wishlist: dropped.
 */
export async function saveWishlistIntentIfPending(): Promise<void> {
  const intent = takeWishlistIntent();
  if (!intent || cartModeOf(useSession.getState()) !== 'customer') return;
  await setWishlisted(intent.templateId, intent.templateName, true);
  await mutate(WISHLIST_API.ids);
}
