import { PAGES } from '@tm/contracts/routes';
import type { SavedAfterAuth } from '@tm/platform';

/**
 * Where login and signup lead (docs/product/storefront.md §4): the checkout when a custom build was saved; after a
 * failed save, back to the custom build (login: to its return path when there is one); otherwise the
 * return path or the dashboard.
 */
export function afterAuthTarget(customBuild: SavedAfterAuth, kind: 'login' | 'signup', returnPath: string | null): string {
  if (customBuild === 'saved') return PAGES.checkout;
  if (customBuild === 'failed') return (kind === 'login' ? returnPath : null) ?? PAGES.customBuild;
  return returnPath ?? PAGES.dashboard;
}
