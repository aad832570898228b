import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import { ownedTemplatesPath } from '@tm/contracts/orders';
import type { OwnedTemplates } from '@tm/contracts/orders.schemas';
import { getJson } from './api-client';
import { cartModeOf } from './cart-mode';
import { useSession, type SessionState } from './session.store';

/** Texts of the ownership hints (decision 052: a duplicate purchase is a common refund reason). */
export const OWNED_TEXTS = {
  badge: 'You own this',
  warning: 'You already own this template',
} as const;

const EMPTY: ReadonlySet<string> = new Set();

/** The SWR key of the visitor's owned templates: only signed-in customers own anything (admins buy nothing). */
export function ownedTemplatesKey(session: Pick<SessionState, 'status' | 'user'>): string | null {
  return cartModeOf(session) === 'customer' && session.user ? ownedTemplatesPath(session.user.id) : null;
}

/**
 * Ids of the templates the signed-in customer has bought (completed orders), shared by every remote
 * through the one SWR cache. Empty for guests and admins, while loading, and if the read fails: it is
 * a hint, never a reason to block a page.
 */
export function useOwnedTemplateIds(): ReadonlySet<string> {
  const key = useSession(ownedTemplatesKey);
  const { data } = useSWR<OwnedTemplates>(key);
  return useMemo(() => (data ? new Set(data.templateIds) : EMPTY), [data]);
}

export function useOwnsTemplate(templateId: string): boolean {
  return useOwnedTemplateIds().has(templateId);
}

/**
 * Whether the visitor owns the template, or undefined while a signed-in customer's list is being read.
 * Guests and admins own nothing; a failed read counts as 'no', so the page still offers Add to Cart
 * (and the cart refuses a template already owned).
 */
export function useOwnsTemplateState(templateId: string): boolean | undefined {
  const key = useSession(ownedTemplatesKey);
  const { data, error } = useSWR<OwnedTemplates, Error>(key);
  if (data) return data.templateIds.includes(templateId);
  return key === null || error !== undefined ? false : undefined;
}

/** How many Regular licences of the template the customer holds (decision 091: they may be upgraded); 0 when none. */
export function useRegularLicences(templateId: string): number {
  const key = useSession(ownedTemplatesKey);
  const { data } = useSWR<OwnedTemplates>(key);
  return data?.regularLicences?.[templateId] ?? 0;
}

/** How an owned template downloads (the order item of its newest purchase), or undefined when not owned. */
export function useOwnedDownload(templateId: string): OwnedTemplates['downloads'][number] | undefined {
  const key = useSession(ownedTemplatesKey);
  const { data } = useSWR<OwnedTemplates>(key);
  return data?.downloads.find((download) => download.templateId === templateId);
}

/**
 * Reads the list again (after an order completes) into the shared cache, so pages showing it now and
 * pages opened later see the purchase: a bare mutate(key) would only reach hooks mounted right now.
 * A failed read keeps the list in hand.
 */
export async function refreshOwnedTemplates(): Promise<void> {
  const key = ownedTemplatesKey(useSession.getState());
  if (!key) return;
  await mutate(key, getJson<OwnedTemplates>(key), { revalidate: false }).catch(() => undefined);
}
