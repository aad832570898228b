import useSWR, { mutate } from 'swr';
import { DEFAULT_SHOP_IDENTITY, SHOP_IDENTITY_DATA_ID, SHOP_SETTINGS_API, type ShopIdentity } from '@tm/contracts/shop-settings';
import { getJson } from './api-client';

let inline: ShopIdentity | null | undefined;

/**
 * The identity the page's HTML carries inline (the server adds it to every page it does not render:
 * decision 075), read once; undefined on the server and where there is none (a standalone remote). A
 * server-rendered page has it among its first-screen answers instead, which SWR finds by its key.
 */
function inlineIdentity(): ShopIdentity | undefined {
  if (inline === undefined) {
    inline = null;
    const text = typeof document === 'undefined' ? undefined : document.getElementById(SHOP_IDENTITY_DATA_ID)?.textContent;
    try {
      const value = text ? (JSON.parse(text) as Partial<ShopIdentity>) : undefined;
      if (value && typeof value.shopName === 'string' && typeof value.supportEmail === 'string')
        inline = { ...DEFAULT_SHOP_IDENTITY, ...value };
    } catch {
      // A broken block: the hook asks the server.
    }
  }
  return inline ?? undefined;
}

/**
 * The shop's name and the seller's identity (the owner's settings, decision 075) for a component: from
 * the page itself on the first render, so no other name shows first; asked for only where the page did
 * not carry it, with the demo store's values until it arrives.
 */
export function useShopIdentity(): ShopIdentity {
  const { data } = useSWR<ShopIdentity, Error>(SHOP_SETTINGS_API.identity, getJson, { fallbackData: inlineIdentity() });
  return data ?? DEFAULT_SHOP_IDENTITY;
}

/** After the owner saved: every component showing the identity shows the new one (the shell's header and footer too). */
export function showShopIdentity(identity: ShopIdentity): Promise<unknown> {
  inline = identity;
  return mutate(SHOP_SETTINGS_API.identity, identity, { revalidate: false });
}
