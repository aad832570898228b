import useSWR from 'swr';
import { ADMIN_API, ADMIN_LIMITS, adminPath } from '@tm/contracts/admin';
import type { CustomerOrder, CustomersPage } from '@tm/contracts/admin.schemas';
import { CustomerOrderSchema, CustomersPageSchema } from '@tm/contracts/admin.schemas';
import { ApiError, getJson } from '@tm/platform';

export function customersUrl(page: number, search: string): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_LIMITS.customersPageSize) });
  if (search.trim()) params.set('search', search.trim());
  return `${ADMIN_API.customers}?${params.toString()}`;
}

export function useCustomers(page: number, search: string) {
  return useSWR<CustomersPage, Error, string>(
    customersUrl(page, search),
    async (url: string): Promise<CustomersPage> => CustomersPageSchema.parse(await getJson(url)),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}

/** The dialog's orders; null key while no customer is open. */
export function useCustomerOrders(customerId: string | null) {
  return useSWR<CustomerOrder[], Error, string | null>(
    customerId ? adminPath(ADMIN_API.customerOrders, { id: customerId }) : null,
    async (url: string): Promise<CustomerOrder[]> => CustomerOrderSchema.array().parse(await getJson(url)),
    { revalidateOnFocus: false },
  );
}

/** docs/product/back-office.md §6: an error carrying 401 or 403 means the visitor lacks the rights, not that the call failed. */
export const isAccessError = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
