// The back office's calls (back-office §3, §7, §9): paths, limits and types. zod-free at run time like
// catalog.ts; the schemas are in admin.schemas.ts.
import type { z } from 'zod';
import type { TemplatesStatusQuerySchema, TemplatesStatusSchema, AdminTemplateRowSchema } from './admin.schemas';

export const ADMIN_API = {
  templatesStatus: '/api/admin/templates-status',
} as const;

/** Every admin call starts with this; the server refuses all of them to anyone but an admin. */
export const ADMIN_API_PREFIX = '/api/admin/';

export const ADMIN_LIMITS = {
  /** Templates table page size (back-office §9), also the most a caller may ask for. */
  templatesPageSize: 100,
} as const;

/** Back-office §8 texts the admin panel shows. */
export const ADMIN_MESSAGES = {
  noTemplates: 'No templates found',
  refreshFailedTitle: 'Refresh Failed',
  refreshFailedTemplates: 'Failed to refresh templates',
  refreshFailedStatus: 'Failed to refresh status',
  templatesRefreshed: 'Templates Refreshed',
  statusRefreshed: 'Status Refreshed',
} as const;

export type TemplatesStatusQuery = z.output<typeof TemplatesStatusQuerySchema>;
export type TemplatesStatus = z.infer<typeof TemplatesStatusSchema>;
export type AdminTemplateRow = z.infer<typeof AdminTemplateRowSchema>;
