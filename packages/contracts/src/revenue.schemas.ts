import { z } from 'zod';
import { DAY_PATTERN, REVENUE_INTERVALS, REVENUE_LIMITS, REVENUE_RANGES, REVENUE_TEXTS as T } from './revenue';

/** A calendar day that exists (2026-02-30 is refused). */
const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const day = (param: 'from' | 'to') =>
  z
    .string({ error: T.day(param) })
    .regex(DAY_PATTERN, T.day(param))
    .refine(isRealDay, T.day(param));

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** GET /api/admin/revenue (decision 089): a preset range, or custom with both days; every refusal names its parameter. */
export const RevenueQuerySchema = z
  .strictObject({
    range: z.enum(REVENUE_RANGES, { error: T.range }).default('30d'),
    from: day('from').optional(),
    to: day('to').optional(),
    interval: z.enum(REVENUE_INTERVALS, { error: T.interval }).default('day'),
  })
  .superRefine((query, ctx) => {
    if (query.range !== 'custom') {
      if (query.from !== undefined || query.to !== undefined)
        ctx.addIssue({ code: 'custom', message: T.daysOnlyWithCustom, path: ['from'] });
      return;
    }
    if (query.from === undefined || query.to === undefined) {
      ctx.addIssue({ code: 'custom', message: T.customNeedsDays, path: [query.from === undefined ? 'from' : 'to'] });
      return;
    }
    if (query.from > query.to) ctx.addIssue({ code: 'custom', message: T.fromAfterTo, path: ['from'] });
    else if (daysBetween(query.from, query.to) > REVENUE_LIMITS.maxDays)
      ctx.addIssue({ code: 'custom', message: T.tooLong, path: ['from'] });
  });
export type RevenueQuery = z.infer<typeof RevenueQuerySchema>;

/** The exports' optional range (YYYY-MM-DD, both included, in the shop's time zone). */
export const RevenueExportQuerySchema = z
  .strictObject({ from: day('from').optional(), to: day('to').optional() })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.from > query.to)
      ctx.addIssue({ code: 'custom', message: T.fromAfterTo, path: ['from'] });
  });
export type RevenueExportQuery = z.infer<typeof RevenueExportQuerySchema>;
