import useSWR from 'swr';
import { TAX_REPORT_API, taxReportPath, type TaxReport } from '@tm/contracts/tax-report';
import { TaxReportQuerySchema } from '@tm/contracts/tax-report.schemas';
import { formatDollars, getJson } from '@tm/platform';

/** A range of months, `YYYY-MM` each, both included. */
export interface MonthRange {
  from: string;
  to: string;
}

/** What is wrong with a chosen range, in the server's words (the route's own schema), or null. */
export function rangeProblem(range: MonthRange): string | null {
  const parsed = TaxReportQuerySchema.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose a range of months');
}

/** The report's address: the server's default range (the last 12 months) until the admin picks one. */
export const taxReportUrl = (range: MonthRange | null) => (range ? taxReportPath(TAX_REPORT_API.report, range) : TAX_REPORT_API.report);

/** The CSV of the same range, downloaded by the browser itself through a plain link with the session's cookie. */
export const taxReportCsvHref = (range: MonthRange) => taxReportPath(TAX_REPORT_API.csv, range);

/** The report of a range (null: the default); no call while the chosen range is refused. */
export function useTaxReport(range: MonthRange | null) {
  const key = range && rangeProblem(range) ? null : taxReportUrl(range);
  return useSWR<TaxReport, Error, string | null>(key, (url: string) => getJson<TaxReport>(url), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

let otherCurrencies: Map<string, Intl.NumberFormat> | undefined;

/** A decimal string in its currency: "-19.99" USD → "-$19.99" as everywhere in the back office; others by Intl ("€19.99"). */
export function formatAmount(amount: string, currency: string): string {
  if (currency === 'USD') return formatDollars(amount);
  otherCurrencies ??= new Map();
  let format = otherCurrencies.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      return `${currency} ${amount}`;
    }
    otherCurrencies.set(currency, format);
  }
  return format.format(Number(amount));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03" → "Mar 2026". */
export const monthLabel = (period: string) => `${MONTHS[Number(period.slice(5, 7)) - 1] ?? period.slice(5, 7)} ${period.slice(0, 4)}`;
