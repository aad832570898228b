import useSWR, { preload } from 'swr';
import { ADMIN_API } from '@tm/contracts/admin';
import type { FirstSteps } from '@tm/contracts/shop-settings-first-steps';
import type { FirstStepsBody } from '@tm/contracts/shop-settings.schemas';
import { apiFetch, getJson } from '@tm/platform';

/** What is done of the shop's first steps, read afresh each time the panel opens (they change elsewhere). */
export function useFirstSteps() {
  return useSWR<FirstSteps, Error>(ADMIN_API.firstSteps, getJson, { revalidateOnMount: true });
}

/** Asks for the checklist before the panel renders, so the card does not push the page down after it. */
export function preloadFirstSteps(): void {
  void preload(ADMIN_API.firstSteps, getJson).catch(() => undefined);
}

/** PUT: hides the checklist (kept in the shop's settings, audited). */
export function setFirstStepsDismissed(dismissed: boolean): Promise<FirstSteps> {
  const body: FirstStepsBody = { dismissed };
  return apiFetch<FirstSteps>(ADMIN_API.firstSteps, { method: 'PUT', body });
}
