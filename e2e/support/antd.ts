import { expect, type Page } from '@playwright/test';

/** antd's dropdown items (its ARIA options live in a separate, visually hidden listbox). */
export const chooseOption = (page: Page, label: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) }).click();

/**
 * Closes antd's toasts and waits until they are gone, before an axe scan: a toast caught mid-animation
 * has no measurable contrast.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.ant-notification-notice-close');
  // A close button still sliding in may not take the click; the toast then closes by itself (4.5 s).
  for (let i = await close.count(); i > 0; i--) await close.first().click({ timeout: 2_000 }).catch(() => undefined);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
}
