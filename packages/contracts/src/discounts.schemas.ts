import { z } from 'zod';
import { CATEGORIES } from './catalog';
import { DISCOUNT_KINDS, DISCOUNT_LIMITS, DISCOUNT_SCOPES, DISCOUNT_STATUSES } from './discounts';

/** zod schemas of the discount-code calls (decision 090); constants and texts in discounts.ts. */

const money = z.string().regex(/^\d+\.\d{2}$/);
const when = (field: string) =>
  z
    .string({ error: `${field} must be a date and time` })
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a date and time`)
    .transform((value) => new Date(value).toISOString())
    .nullable();

const codeField = z
  .string({ error: 'code is required' })
  .trim()
  .min(DISCOUNT_LIMITS.codeMin, `code must be at least ${DISCOUNT_LIMITS.codeMin} characters`)
  .max(DISCOUNT_LIMITS.codeMax, `code must be at most ${DISCOUNT_LIMITS.codeMax} characters`)
  .regex(DISCOUNT_LIMITS.codePattern, 'code may contain only letters, digits, - and _')
  .transform((code) => code.toUpperCase());

const fields = z.object({
  code: codeField,
  kind: z.enum(DISCOUNT_KINDS, { error: 'kind must be percent or amount' }),
  percentOff: z
    .number({ error: 'percentOff must be a whole number from 1 to 100' })
    .int('percentOff must be a whole number from 1 to 100')
    .min(1, 'percentOff must be a whole number from 1 to 100')
    .max(100, 'percentOff must be a whole number from 1 to 100')
    .nullable()
    .default(null),
  amountOffCents: z
    .number({ error: 'amountOffCents must be a whole number of cents' })
    .int('amountOffCents must be a whole number of cents')
    .min(1, 'amountOffCents must be at least 1')
    .max(DISCOUNT_LIMITS.maxAmountOffCents, 'amountOffCents is too large')
    .nullable()
    .default(null),
  startsAt: when('startsAt').default(null),
  endsAt: when('endsAt').default(null),
  usageLimit: z
    .number({ error: 'usageLimit must be a whole number' })
    .int('usageLimit must be a whole number')
    .min(1, 'usageLimit must be at least 1')
    .max(DISCOUNT_LIMITS.maxUsageLimit, 'usageLimit is too large')
    .nullable()
    .default(null),
  oncePerBuyer: z.boolean({ error: 'oncePerBuyer must be true or false' }).default(false),
  minimumOrderCents: z
    .number({ error: 'minimumOrderCents must be a whole number of cents' })
    .int('minimumOrderCents must be a whole number of cents')
    .min(0, 'minimumOrderCents must not be negative')
    .max(DISCOUNT_LIMITS.maxMinimumOrderCents, 'minimumOrderCents is too large')
    .default(0),
  scope: z.enum(DISCOUNT_SCOPES, { error: 'scope must be all or chosen' }).default('all'),
  templateIds: z
    .array(z.string().trim().min(1).max(64), { error: 'templateIds must be a list of template ids' })
    .max(DISCOUNT_LIMITS.maxTargets)
    .default([]),
  categories: z
    .array(z.enum(CATEGORIES, { error: `categories must be among ${CATEGORIES.join(', ')}` }))
    .max(CATEGORIES.length)
    .default([]),
});

type Fields = z.output<typeof fields>;

/** The rules a code's fields keep together; each issue names its field. */
function checkTogether(body: Fields, ctx: z.RefinementCtx): void {
  if (body.kind === 'percent' && body.percentOff === null)
    ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'percentOff is required for a percentage code' });
  if (body.kind === 'amount' && body.amountOffCents === null)
    ctx.addIssue({ code: 'custom', path: ['amountOffCents'], message: 'amountOffCents is required for an amount code' });
  if (body.startsAt !== null && body.endsAt !== null && Date.parse(body.endsAt) <= Date.parse(body.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
  if (body.scope === 'chosen' && body.templateIds.length === 0 && body.categories.length === 0)
    ctx.addIssue({ code: 'custom', path: ['templateIds'], message: 'Choose at least one template or category' });
}

/** Strip what does not apply: the other kind's amount, and the targets of a code for everything. */
function tidy<T extends Fields>(body: T): T {
  return {
    ...body,
    percentOff: body.kind === 'percent' ? body.percentOff : null,
    amountOffCents: body.kind === 'amount' ? body.amountOffCents : null,
    templateIds: body.scope === 'chosen' ? [...new Set(body.templateIds)] : [],
    categories: body.scope === 'chosen' ? [...new Set(body.categories)] : [],
  };
}

/** POST /api/admin/discount-codes. */
export const DiscountCodeBodySchema = fields.superRefine(checkTogether).transform(tidy);

/** PUT /api/admin/discount-codes/:id: the whole code again, over the revision it was read at (else 409). */
export const DiscountCodeUpdateSchema = fields
  .extend({ revision: z.number({ error: 'revision is required' }).int().min(0) })
  .superRefine(checkTogether)
  .transform(tidy);

/** POST /api/admin/discount-codes/:id/archive. */
export const DiscountCodeArchiveSchema = z.object({ revision: z.number({ error: 'revision is required' }).int().min(0) });

export const AdminDiscountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().nullable(),
  oncePerBuyer: z.boolean(),
  minimumOrderCents: z.number(),
  scope: z.enum(DISCOUNT_SCOPES),
  templateIds: z.array(z.string()),
  categories: z.array(z.enum(CATEGORIES)),
  /** Completed orders that used it. */
  usedCount: z.number(),
  /** Orders placed with it and not yet paid: they hold a use until they complete, expire or are cancelled. */
  pendingCount: z.number(),
  archived: z.boolean(),
  status: z.enum(DISCOUNT_STATUSES),
  revision: z.number(),
  createdAt: z.string(),
});

/** POST /api/cart/discount. */
export const ApplyDiscountBodySchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(64, 'code must be at most 64 characters'),
});

/** What a code takes off the buyer's cart as it is now. */
export const DiscountQuoteSchema = z.object({
  code: z.string(),
  label: z.string(),
  subtotalAmount: money,
  discountAmount: money,
  totalAmount: money,
  /** Each discounted cart line's share (template id), summing exactly to discountAmount. */
  lines: z.array(z.object({ templateId: z.string(), discountAmount: money })),
});

export type DiscountCodeBody = z.input<typeof DiscountCodeBodySchema>;
export type DiscountCodeInput = z.output<typeof DiscountCodeBodySchema>;
export type DiscountCodeUpdate = z.output<typeof DiscountCodeUpdateSchema>;
export type AdminDiscountCode = z.infer<typeof AdminDiscountCodeSchema>;
export type ApplyDiscountBody = z.infer<typeof ApplyDiscountBodySchema>;
export type DiscountQuote = z.infer<typeof DiscountQuoteSchema>;
