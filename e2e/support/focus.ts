import type { Locator, Page } from '@playwright/test';

/** Puts keyboard focus on an element the way Tab would, then activates it with Enter. */
export async function pressEnterOn(locator: Locator): Promise<void> {
  await locator.focus();
  await locator.press('Enter');
}

/** The focused element as a short description (tag, id, classes, name), for a failure message. */
export function describeFocused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')} "${name}"`;
  });
}

/** Whether the focused element is `container` or inside it. */
export function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}
