import { z } from 'zod';
import { CATALOG_LIMITS, CATEGORIES, LISTING_SUBCATEGORIES, type Category } from './catalog';
import { CategorySchema, intParam } from './catalog.schemas';
import { ListingStatusSchema } from './listings.schemas';
import { ADMIN_LIMITS, TEMPLATE_PACKAGES } from './admin';
import { ORDER_STATUSES } from './orders';
import { OrderDocumentSchema } from './orders.schemas';
import { CONTROL_CHARACTERS, controlCharactersMessage, plainText } from './plain-text';

/** 'all' or empty means no filter, as in the panel's selects. */
const allOr = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' || v === 'all' ? undefined : v))
    .pipe(schema.optional());

/** The pagination block of a paged admin answer; its total is named after what it counts. */
const paginationSchema = <K extends string>(totalKey: K) =>
  z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    ...({ [totalKey]: z.number().int() } as Record<K, z.ZodNumber>),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
  });

/**
 * GET /api/admin/templates-status?page&pageSize&search&category&subcategory&hasZip (docs/product/back-office.md §7).
 * A subcategory needs its category and must be one of it (docs/product/back-office.md §3 table).
 */
export const TemplatesStatusQuerySchema = z
  .object({
    page: intParam('page', 1, 1_000_000).optional().default(1),
    pageSize: intParam('pageSize', 1, ADMIN_LIMITS.templatesPageSize).optional().default(ADMIN_LIMITS.templatesPageSize),
    search: z
      .string()
      .max(CATALOG_LIMITS.maxSearchLength, `search must be at most ${CATALOG_LIMITS.maxSearchLength} characters`)
      .transform((v) => v.trim() || undefined)
      .optional(),
    category: allOr(z.enum(CATEGORIES, { error: `category must be one of: all, ${CATEGORIES.join(', ')}` })).optional(),
    subcategory: allOr(z.string().max(60, 'subcategory is too long')).optional(),
    hasZip: z
      .enum(['true', 'false', 'all', ''], { error: 'hasZip must be true, false or all' })
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined))
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.subcategory === undefined) return;
    if (query.category === undefined) {
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: 'subcategory needs a category' });
    } else if (!LISTING_SUBCATEGORIES[query.category as Category].includes(query.subcategory)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `subcategory must be one of: ${LISTING_SUBCATEGORIES[query.category as Category].join(', ')}`,
      });
    }
  });

/** Template row (admin), docs/product/back-office.md §3. */
export const AdminTemplateRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  category: CategorySchema,
  subcategory: z.string(),
  hasZip: z.boolean(),
  updatedAt: z.string(),
  /** The bulk generation job that made it; null for seeded and uploaded templates. */
  generationJobId: z.string().nullable(),
  /** Generated (by a job or the demo seed): buyers get a package made on request, so it is never "missing" a ZIP. */
  generated: z.boolean(),
  /** Draft, published or unlisted (decision 076). */
  listingStatus: ListingStatusSchema,
  /** What a buyer gets: the uploaded ZIP, a package made on request (generated), or nothing yet (missing). */
  package: z.enum(TEMPLATE_PACKAGES),
});

/** Templates-status response, docs/product/back-office.md §3. */
export const TemplatesStatusSchema = z.object({
  templates: z.array(AdminTemplateRowSchema),
  stats: z.object({
    totalTemplates: z.number().int(),
    /** Uploaded: buyers get the uploaded ZIP. */
    totalTemplatesWithZip: z.number().int(),
    /** No uploaded ZIP (generated and missing together): the total of the "no uploaded ZIP" filter. */
    totalTemplatesWithoutZip: z.number().int(),
    /** Generated, no uploaded ZIP: buyers get a package made on request. */
    totalTemplatesGenerated: z.number().int(),
    /** Neither: an owner's listing without its package yet. */
    totalTemplatesMissing: z.number().int(),
    /** (uploaded + generated) / total as a percentage, one decimal; 0 for an empty catalog. */
    readyToSellPercentage: z.number(),
    /** The uploaded share alone, one decimal (kept for callers that read it). */
    completionPercentage: z.number(),
  }),
  pagination: paginationSchema('totalTemplates'),
});

const money = z.string().regex(/^\d+\.\d{2}$/);

/** GET /api/admin/customers?page&pageSize&search: search is the start of a username or an email. */
export const CustomersQuerySchema = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, ADMIN_LIMITS.maxCustomersPageSize).optional().default(ADMIN_LIMITS.customersPageSize),
  search: z
    .string()
    .max(ADMIN_LIMITS.maxCustomerSearch, `search must be at most ${ADMIN_LIMITS.maxCustomerSearch} characters`)
    .transform((v) => v.trim().toLowerCase() || undefined)
    .optional(),
});

/** Customer, docs/product/back-office.md §3. Figures count completed orders only (decision 029); money as "12.34". */
export const CustomerSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  orderCount: z.number().int(),
  totalSpent: money,
  lastOrderDate: z.string().nullable(),
  createdAt: z.string(),
});

export const CustomersPageSchema = z.object({
  customers: z.array(CustomerSchema),
  pagination: paginationSchema('totalCustomers'),
});

/** Customer order, docs/product/back-office.md §3 (every status, newest first). */
export const CustomerOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: money,
  /** The buyer's bank disputes the payment (a chargeback; decision 042): answer it in the provider's dashboard. */
  disputed: z.boolean(),
  items: z.array(
    z.object({
      id: z.string(),
      templateName: z.string(),
      quantity: z.number().int(),
      price: money,
      /** Refunded on its own: the template was already the buyer's (decision 042). */
      refunded: z.boolean(),
    }),
  ),
  /** Its invoice and credit notes (decision 085). */
  documents: z.array(OrderDocumentSchema),
});

/** POST upload-zip's answer: fileSize in bytes (shown as B, KB or MB), and the version it became. */
export const UploadZipResponseSchema = z.object({
  message: z.string(),
  fileSize: z.number().int(),
  version: z.number().int(),
  sha256: z.string(),
});

/** The changelog form field beside an upload: optional, line breaks allowed, no other control characters. */
export const ChangelogSchema = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(ADMIN_LIMITS.maxChangelog, `changelog must be at most ${ADMIN_LIMITS.maxChangelog} characters`)
      .refine((v) => !CONTROL_CHARACTERS.test(v.replace(/\n/g, '')), controlCharactersMessage('changelog')),
  )
  .transform((v) => v || null);

/** POST bulk-upload's answer: one line per file sent, in the order sent. */
export const BulkUploadResponseSchema = z.object({
  results: z.array(
    z.object({
      fileName: z.string(),
      status: z.enum(['uploaded', 'rejected']),
      message: z.string(),
      templateId: z.string().optional(),
      version: z.number().int().optional(),
      fileSize: z.number().int().optional(),
    }),
  ),
  uploaded: z.number().int(),
  rejected: z.number().int(),
});

/** POST /api/admin/orders/:id/refund: why (it goes to the audit log and the buyer's mail). */
export const RefundBodySchema = z.strictObject({
  reason: plainText('reason')
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(ADMIN_LIMITS.minRefundReason, `reason must be at least ${ADMIN_LIMITS.minRefundReason} characters`)
        .max(ADMIN_LIMITS.maxRefundReason, `reason must be at most ${ADMIN_LIMITS.maxRefundReason} characters`),
    ),
});

export const RefundResponseSchema = z.object({ message: z.string(), order: CustomerOrderSchema });

/** GET /api/admin/audit-log?page&pageSize: newest first. */
export const AuditLogQuerySchema = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, ADMIN_LIMITS.maxAuditPageSize).optional().default(ADMIN_LIMITS.auditPageSize),
  /** One target's entries (a template's id, say). */
  targetId: z.string().trim().max(36).optional(),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.string().nullable(),
  /** Field by field, what the write changed: { field: { before, after } }. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  ip: z.string(),
  createdAt: z.string(),
});

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: paginationSchema('totalEntries'),
});

export type TemplatesStatusQuery = z.output<typeof TemplatesStatusQuerySchema>;
export type TemplatesStatus = z.infer<typeof TemplatesStatusSchema>;
export type AdminTemplateRow = z.infer<typeof AdminTemplateRowSchema>;
export type CustomersQuery = z.output<typeof CustomersQuerySchema>;
export type Customer = z.infer<typeof CustomerSchema>;
export type CustomersPage = z.infer<typeof CustomersPageSchema>;
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;
export type UploadZipResponse = z.infer<typeof UploadZipResponseSchema>;
export type BulkUploadResponse = z.infer<typeof BulkUploadResponseSchema>;
export type RefundBody = z.output<typeof RefundBodySchema>;
export type RefundResponse = z.infer<typeof RefundResponseSchema>;
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
