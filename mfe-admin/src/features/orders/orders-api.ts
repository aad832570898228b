import useSWR from 'swr';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import {
  ADMIN_ORDERS_API,
  ADMIN_ORDERS_LIMITS,
  adminOrderPath,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderProvider,
  type AdminOrdersPage,
  type ResendConfirmationResponse,
} from '@tm/contracts/admin-orders';
import type { RefundResponse } from '@tm/contracts/admin.schemas';
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
}

export const NO_FILTER: OrdersFilter = { page: 1, search: '', status: 'all', provider: 'all', from: '', to: '' };

export function ordersUrl(filter: OrdersFilter): string {
  const params = new URLSearchParams({ page: String(filter.page), pageSize: String(ADMIN_ORDERS_LIMITS.pageSize) });
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.status !== 'all') params.set('status', filter.status);
  if (filter.provider !== 'all') params.set('provider', filter.provider);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
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

export const resendConfirmation = (orderId: string) =>
  postJson<ResendConfirmationResponse>(adminOrderPath(ADMIN_ORDERS_API.resendConfirmation, orderId), {});

/** A 401 or 403 means the visitor lacks the rights, not that the call failed (as the Customers tab reads it). */
export const isAccessError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
