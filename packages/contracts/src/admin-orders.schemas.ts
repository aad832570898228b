import { z } from 'zod';
import { ADMIN_ORDER_FILTERS, ADMIN_ORDER_PROVIDERS, ADMIN_ORDERS_LIMITS, ADMIN_ORDERS_TEXTS } from './admin-orders';
import { intParam } from './catalog.schemas';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` (UTC), refused in words that name the parameter. */
const day = (param: 'from' | 'to') =>
  z
    .string({ error: `${param} must be a date written YYYY-MM-DD` })
    .regex(DAY, `${param} must be a date written YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message: `${param} must be a real date`,
    });

/** One of a list, or empty/'all' for none; anything else names the parameter and what it may be. */
const oneOf = <T extends readonly [string, ...string[]]>(param: string, values: T) =>
  z
    .string({ error: `${param} must be one of ${values.join(', ')}` })
    .trim()
    .transform((value) => (value === '' || value === 'all' ? undefined : value))
    .pipe(z.enum(values, { error: `${param} must be one of ${values.join(', ')}` }).optional());

/**
 * GET /api/admin/orders (decision 088): server-side pages, newest first. `search` is the start of an
 * order number, a buyer's email or name; the filters combine. Pages stay within the first
 * ADMIN_ORDERS_LIMITS.maxOffset rows (bounded offset paging).
 */
export const AdminOrdersQuerySchema = z
  .strictObject({
    page: intParam('page', 1, 1_000_000).optional().default(1),
    pageSize: intParam('pageSize', 1, ADMIN_ORDERS_LIMITS.maxPageSize).optional().default(ADMIN_ORDERS_LIMITS.pageSize),
    search: z
      .string({ error: 'search must be text' })
      .max(ADMIN_ORDERS_LIMITS.maxSearch, `search must be at most ${ADMIN_ORDERS_LIMITS.maxSearch} characters`)
      .transform((v) => v.trim() || undefined)
      .optional(),
    status: oneOf('status', ADMIN_ORDER_FILTERS).optional(),
    provider: oneOf('provider', ADMIN_ORDER_PROVIDERS).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
    templateId: z
      .string({ error: 'templateId must be a template id' })
      .regex(/^[0-9a-f-]{36}$/i, 'templateId must be a template id')
      .transform((v) => v.toLowerCase())
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', message: ADMIN_ORDERS_TEXTS.fromAfterTo, path: ['from'] });
    if ((query.page - 1) * query.pageSize >= ADMIN_ORDERS_LIMITS.maxOffset)
      ctx.addIssue({ code: 'custom', message: `page: ${ADMIN_ORDERS_TEXTS.tooDeep}`, path: ['page'] });
  });

export type AdminOrdersQuery = z.output<typeof AdminOrdersQuerySchema>;
