// The back office's calls (back-office §3, §7, §9): paths, limits and types. zod-free at run time like
// catalog.ts; the schemas are in admin.schemas.ts.
import type { z } from 'zod';
import type {
  AdminTemplateRowSchema,
  CustomerOrderSchema,
  CustomerSchema,
  CustomersPageSchema,
  CustomersQuerySchema,
  TemplatesStatusQuerySchema,
  TemplatesStatusSchema,
} from './admin.schemas';

export const ADMIN_API = {
  templatesStatus: '/api/admin/templates-status',
  customers: '/api/admin/customers',
  customer: '/api/admin/customers/:id',
  customerOrders: '/api/admin/customers/:id/orders',
} as const;

/** An admin path with its :params filled in. */
export function adminPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every admin call starts with this; the server refuses all of them to anyone but an admin. */
export const ADMIN_API_PREFIX = '/api/admin/';

export const ADMIN_LIMITS = {
  /** Templates table page size (back-office §9), also the most a caller may ask for. */
  templatesPageSize: 100,
  /** Customers table: its page size, and the most a caller may ask for. */
  customersPageSize: 20,
  maxCustomersPageSize: 100,
  maxCustomerSearch: 100,
} as const;

/** Back-office §8 texts the admin panel shows. */
export const ADMIN_MESSAGES = {
  noTemplates: 'No templates found',
  refreshFailedTitle: 'Refresh Failed',
  refreshFailedTemplates: 'Failed to refresh templates',
  refreshFailedStatus: 'Failed to refresh status',
  templatesRefreshed: 'Templates Refreshed',
  statusRefreshed: 'Status Refreshed',
  noCustomers: 'No Customers Found',
  noCustomerOrders: 'No orders found for this customer',
  customersFailed: 'Failed to Load Customers',
  customerDetailsFailed: 'Failed to load customer details - may be insufficient admin privileges or a network error',
  adminAccessRequired:
    'Admin Access Required: You need administrator privileges to view customer data. Please log in with an admin account or contact your administrator for access.',
  customerNotFound: 'Customer not found',
} as const;

export type TemplatesStatusQuery = z.output<typeof TemplatesStatusQuerySchema>;
export type TemplatesStatus = z.infer<typeof TemplatesStatusSchema>;
export type AdminTemplateRow = z.infer<typeof AdminTemplateRowSchema>;
export type CustomersQuery = z.output<typeof CustomersQuerySchema>;
export type Customer = z.infer<typeof CustomerSchema>;
export type CustomersPage = z.infer<typeof CustomersPageSchema>;
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;
