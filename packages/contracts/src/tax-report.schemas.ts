import { z } from 'zod';
import { MONTH_PATTERN, TAX_REPORT_TEXTS, taxReportRangeProblem, type TaxReportParam } from './tax-report';

/** A `YYYY-MM` month; anything else (an array from a repeated parameter too) is refused in words that name the parameter. */
const month = (param: TaxReportParam) =>
  z.string({ error: TAX_REPORT_TEXTS.month(param) }).regex(MONTH_PATTERN, TAX_REPORT_TEXTS.month(param));

/**
 * The tax report's query (decision 087), for the JSON and the CSV alike: both months optional, and
 * when both are given, `from` not after `to` and at most TAX_REPORT_LIMITS.maxMonths apart. The
 * server checks the range again once it has filled in a missing end.
 */
export const TaxReportQuerySchema = z
  .strictObject({ from: month('from').optional(), to: month('to').optional() })
  .superRefine((query, ctx) => {
    if (query.from === undefined || query.to === undefined) return;
    const problem = taxReportRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.param] });
  });

export type TaxReportQuery = z.infer<typeof TaxReportQuerySchema>;
