import useSWR from 'swr';
import { SHOP_LOGO_FIELD, SHOP_SETTINGS_API, type AdminShopSettings } from '@tm/contracts/shop-settings';
import type { ShopSettingsBody } from '@tm/contracts/shop-settings.schemas';
import { ApiError, apiFetch, getJson } from '@tm/platform';

/** The settings and their revision, read afresh each time the page opens: a save names the revision it was read at. */
export function useShopSettings() {
  return useSWR<AdminShopSettings, Error>(SHOP_SETTINGS_API.admin, getJson, { revalidateOnMount: true });
}

/** PUT: 200 with the saved settings, 400 `{ message }` naming a field, 409 when another save came first. */
export function saveShopSettings(body: ShopSettingsBody): Promise<AdminShopSettings> {
  return apiFetch<AdminShopSettings>(SHOP_SETTINGS_API.admin, { method: 'PUT', body });
}

/**
 * A new logo, multipart (the upload routes' exception to JSON-only; the browser sends the Origin the
 * server checks): 200 with the settings and the new logo, 413 over 1 MB, 422 for anything but a PNG,
 * JPEG or WebP image, 409 when another change of the logo came at the same moment.
 */
export async function uploadShopLogo(file: File): Promise<AdminShopSettings> {
  const form = new FormData();
  form.append(SHOP_LOGO_FIELD, file, file.name);
  const response = await fetch(SHOP_SETTINGS_API.logo, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return JSON.parse(text) as AdminShopSettings;
}

/** DELETE: the header shows the letter mark and the name again. */
export function removeShopLogo(): Promise<AdminShopSettings> {
  return apiFetch<AdminShopSettings>(SHOP_SETTINGS_API.logo, { method: 'DELETE' });
}
