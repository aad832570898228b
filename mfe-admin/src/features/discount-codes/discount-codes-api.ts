import useSWR from 'swr';
import { CATALOG_API } from '@tm/contracts/catalog';
import type { TemplatePage } from '@tm/contracts/catalog.schemas';
import { DISCOUNT_API, discountCodePath } from '@tm/contracts/discounts';
import type { AdminDiscountCode, DiscountCodeBody } from '@tm/contracts/discounts.schemas';
import { apiFetch, getJson, postJson } from '@tm/platform';

/** The back office's discount codes (decision 090), newest first. */
export function useDiscountCodes() {
  return useSWR<AdminDiscountCode[], Error>(DISCOUNT_API.adminCodes, (url: string) => getJson<AdminDiscountCode[]>(url), {
    revalidateOnFocus: false,
  });
}

export const createDiscountCode = (body: DiscountCodeBody) => postJson<AdminDiscountCode>(DISCOUNT_API.adminCodes, body);

export const updateDiscountCode = (id: string, body: DiscountCodeBody & { revision: number }) =>
  apiFetch<AdminDiscountCode>(discountCodePath(DISCOUNT_API.adminCode, id), { method: 'PUT', body });

export const archiveDiscountCode = (code: AdminDiscountCode) =>
  postJson<AdminDiscountCode>(discountCodePath(DISCOUNT_API.adminArchive, code.id), { revision: code.revision });

/** Templates whose name matches, for the code's "chosen templates". */
export async function searchTemplates(search: string): Promise<Array<{ value: string; label: string }>> {
  const query = new URLSearchParams({ limit: '20', ...(search.trim() ? { search: search.trim() } : {}) });
  const page = await getJson<TemplatePage>(`${CATALOG_API.paginated}?${query.toString()}`);
  return page.templates.map((template) => ({ value: template.id, label: template.name }));
}

/** Cents from the form's dollars ("12.5" → 1250), or null when empty. */
export const centsOf = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);

/** An ISO time from a datetime-local field's value (the admin's own zone), or null when empty. */
export const isoOf = (local: string | undefined) => (local ? new Date(local).toISOString() : null);

/** A datetime-local field's value for an ISO time, in the admin's own zone. */
export function localOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
