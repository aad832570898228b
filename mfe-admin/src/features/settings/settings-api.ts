import useSWR from 'swr';
import { SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import type { ShopSettingsBody } from '@tm/contracts/shop-settings.schemas';
import { apiFetch, getJson } from '@tm/platform';

/** The settings and their revision, read afresh each time the page opens: a save names the revision it was read at. */
export function useShopSettings() {
  return useSWR<AdminShopSettings, Error>(SHOP_SETTINGS_API.admin, getJson, { revalidateOnMount: true });
}

/** PUT: 200 with the saved settings, 400 `{ message }` naming a field, 409 when another save came first. */
export function saveShopSettings(body: ShopSettingsBody): Promise<AdminShopSettings> {
  return apiFetch<AdminShopSettings>(SHOP_SETTINGS_API.admin, { method: 'PUT', body });
}
