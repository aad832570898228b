import useSWR from 'swr';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import {
  ADMIN_ORDER_FILTERS,
  ADMIN_ORDER_PROVIDERS,
  ADMIN_ORDERS_API,
  ADMIN_ORDERS_LIMITS,
  adminOrderLinePath,
  adminOrderPath,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderProvider,
  type AdminOrdersPage,
  type RefundLineResponse,
  type ResendConfirmationResponse,
} from '@tm/contracts/admin-orders';
import type { RefundResponse, TemplatesStatus } from '@tm/contracts/admin.schemas';
import { RefundResponseSchema } from '@tm/contracts/admin.schemas';
import { ApiError, getJson, postJson } from '@tm/platform';

/** What the Orders tab asks for (decision 088): the server pages, searches and filters. */
export interface OrdersFilter {
  page: number;
  search: string;
  status: AdminOrderFilter | 'all';
  provider: AdminOrderProvider | 'all';
  /** Days `YYYY-MM-DD`, both included; empty for no bound. */
  from: string;
  to: string;
  /** A template's id, empty for any; its name is kept beside it only to label the picker. */
  templateId: string;
  templateName: string;
}

export const NO_FILTER: OrdersFilter = {
  page: 1,
  search: '',
  status: 'all',
  provider: 'all',
  from: '',
  to: '',
  templateId: '',
  templateName: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEMPLATE_ID = /^[0-9a-f-]{36}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  values.includes(value as T) ? (value as T) : 'all';

/**
 * The tab's filter as the address keeps it (decision 088): `/admin?status=refunded&page=2#orders` opens that
 * view, a link to it shows the same orders and Back returns to the previous one. Anything the address
 * holds that the server would refuse is read as no filter.
 */
export function ordersFilterOf(params: URLSearchParams): OrdersFilter {
  const page = Number(params.get('page'));
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  const templateId = TEMPLATE_ID.test(params.get('template') ?? '') ? params.get('template')! : '';
  const filter: OrdersFilter = {
    page: Number.isInteger(page) && page >= 1 && (page - 1) * ADMIN_ORDERS_LIMITS.pageSize < ADMIN_ORDERS_LIMITS.maxOffset ? page : 1,
    search: (params.get('q') ?? '').slice(0, ADMIN_ORDERS_LIMITS.maxSearch),
    status: oneOf(ADMIN_ORDER_FILTERS, params.get('status')),
    provider: oneOf(ADMIN_ORDER_PROVIDERS, params.get('provider')),
    from: day('from'),
    to: day('to'),
    templateId,
    templateName: templateId ? (params.get('templateName') ?? '').slice(0, 200) : '',
  };
  if (filter.from && filter.to && filter.from > filter.to) return { ...filter, from: '', to: '' };
  return filter;
}

/** The address's query of a filter: only what is set, so the plain tab stays `/admin#orders`. */
export function ordersSearchOf(filter: OrdersFilter): string {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('q', filter.search.trim());
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.provider !== 'all') params.set('provider', filter.provider);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.templateId) {
    params.set('template', filter.templateId);
    if (filter.templateName) params.set('templateName', filter.templateName);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function ordersUrl(filter: OrdersFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(ADMIN_ORDERS_LIMITS.pageSize) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.provider !== 'all') params.set('provider', filter.provider);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.templateId) params.set('templateId', filter.templateId);
  return `${ADMIN_ORDERS_API.orders}?${params.toString()}`;
}

export function useOrders(filter: OrdersFilter) {
  return useSWR<AdminOrdersPage, Error, string>(ordersUrl(filter), (url: string) => getJson<AdminOrdersPage>(url), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

export function useOrder(id: string) {
  return useSWR<AdminOrderDetail, Error, string>(
    adminOrderPath(ADMIN_ORDERS_API.order, id),
    (url: string) => getJson<AdminOrderDetail>(url),
    {
      revalidateOnFocus: false,
    },
  );
}

/** The admin module's refund (decisions 030, 042): the desk reuses it. */
export async function refundOrder(orderId: string, reason: string): Promise<RefundResponse> {
  return RefundResponseSchema.parse(await postJson(adminPath(ADMIN_API.refundOrder, { id: orderId }), { reason }));
}

/** One line's refund from the order's page (decision 088): the answer carries the order as it is now. */
export const refundOrderLine = (orderId: string, lineId: string, reason: string) =>
  postJson<RefundLineResponse>(adminOrderLinePath(orderId, lineId), { reason });

/** Templates whose name matches, for the Template filter (the templates tab's own search, decision 088). */
export async function findTemplates(search: string): Promise<Array<{ value: string; label: string }>> {
  const params = new URLSearchParams({ page: '1', pageSize: '20', search });
  const page = await getJson<TemplatesStatus>(`${ADMIN_API.templatesStatus}?${params.toString()}`);
  return page.templates.map((template) => ({ value: template.id, label: template.name }));
}

export const resendConfirmation = (orderId: string) =>
  postJson<ResendConfirmationResponse>(adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, orderId), {});

/** A 401 or 403 means the visitor lacks the rights, not that the call failed (as the Customers tab reads it). */
export const isAccessError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
