import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens an antd select (its labelled combobox) and picks the option `label` from the dropdown's items
 * (its ARIA options live in a separate, visually hidden listbox) until the select shows it: a click
 * that lands while the dropdown is still sliding in or out can be lost, so the whole pick is tried
 * again.
 */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  const shown = select.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await select.click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click({ timeout: 2_000 });
    await expect(shown).toContainText(label, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Closes antd's toasts and waits until they are gone, before an axe scan: a toast caught mid-animation
 * has no measurable contrast.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.locator('.ant-notification-notice-close');
  // A close button still sliding in may not take the click; the toast then closes by itself (4.5 s).
  for (let i = await close.count(); i > 0; i--)
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 15_000 });
}
