import type { Page } from '@playwright/test';
import { expect } from './test';

/** The checkout's group of boxes (decision 082), by its legend. */
export const consentGroup = (page: Page) => page.getByRole('group', { name: 'Before you place your order' });

/**
 * Ticks every box the checkout shows (decision 082): the terms, and the withdrawal wording of what the cart
 * holds. Journeys whose subject is not the boxes call it before Place Order.
 */
export async function tickConsentBoxes(page: Page): Promise<void> {
  const boxes = consentGroup(page).getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
}
