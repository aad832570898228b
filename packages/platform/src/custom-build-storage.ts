import { CUSTOM_BUILD_API, CUSTOM_BUILD_TEXTS } from '@tm/contracts/custom-build';
import { isCustomBuildSummary } from '@tm/contracts/custom-build-summary-guard';
import type { AddToCartResult, CustomBuildSummary } from '@tm/contracts/custom-build.schemas';
import { STORAGE_KEYS } from '@tm/contracts/routes';
import { ApiError, postJson } from './api-client';
import { readStorage, removeStorage, writeStorage } from './storage';
import { toast } from './toast.store';

/**
 * docs/product/storefront.md §3/§4 browser keys of the custom build: the summary (localStorage customBuildSummary),
 * restored on reload and removed when it cannot be read, and the flag saying the visitor went to sign
 * in from Proceed to Checkout (customBuildCheckout). The copy is only for showing: the server sells
 * its own stored summary, named by the copy's id.
 */
export function readStoredSummary(): CustomBuildSummary | null {
  const raw = readStorage('local', STORAGE_KEYS.customBuildSummary);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isCustomBuildSummary(value)) return value;
  } catch {
    // not JSON: removed below
  }
  removeStorage('local', STORAGE_KEYS.customBuildSummary);
  return null;
}

export const storeSummary = (summary: CustomBuildSummary) =>
  writeStorage('local', STORAGE_KEYS.customBuildSummary, JSON.stringify(summary));
export const forgetSummary = () => removeStorage('local', STORAGE_KEYS.customBuildSummary);
export const markCustomBuildCheckout = () => writeStorage('local', STORAGE_KEYS.customBuildCheckout, 'true');
export const customBuildCheckoutPending = () => readStorage('local', STORAGE_KEYS.customBuildCheckout) === 'true';
export const clearCustomBuildCheckout = () => removeStorage('local', STORAGE_KEYS.customBuildCheckout);

/** Puts the stored summary in the signed-in customer's cart (docs/product/storefront.md §7 add-to-cart); answers the server's copy. */
export async function addCustomBuildToCart(summary: CustomBuildSummary): Promise<CustomBuildSummary> {
  const answer = await postJson<AddToCartResult>(CUSTOM_BUILD_API.addToCart, { summary, sessionId: null });
  storeSummary(answer.summary);
  return answer.summary;
}

export type SavedAfterAuth = 'saved' | 'failed' | 'none';

/**
 * docs/product/storefront.md §4 login and signup success: when the visitor left Proceed to Checkout to sign in, the
 * kept summary is saved to their account and put in their cart ('Custom Build Saved'); 'none' when
 * there was nothing to do. A refusal toasts 'Save Failed', anything else 'Error'.
 */
export async function saveCustomBuildAfterAuth(): Promise<SavedAfterAuth> {
  if (!customBuildCheckoutPending()) return 'none';
  const summary = readStoredSummary();
  if (!summary) {
    clearCustomBuildCheckout();
    return 'none';
  }
  try {
    await postJson(CUSTOM_BUILD_API.summaries, { summary });
    await addCustomBuildToCart(summary);
    clearCustomBuildCheckout();
    toast(CUSTOM_BUILD_TEXTS.saved);
    return 'saved';
  } catch (error) {
    toast({ ...(error instanceof ApiError ? CUSTOM_BUILD_TEXTS.saveFailed : CUSTOM_BUILD_TEXTS.saveError), variant: 'destructive' });
    return 'failed';
  }
}
