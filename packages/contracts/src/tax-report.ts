// Zod-free at run time: the back office and the server import these; the query's schema is in tax-report.schemas.ts.

/**
 * The owner's tax report (decision 087): the shop's invoices and credit notes summed by month, buyer
 * country and currency. Admin only.
 */
export const TAX_REPORT_API = {
  /** GET ?from=YYYY-MM&to=YYYY-MM → TaxReport. Both optional: the last 12 months up to the current one. */
  report: '/api/admin/tax-report',
  /** GET ?from&to → text/csv, one row per month × country × currency (TAX_REPORT_CSV_HEADERS). */
  csv: '/api/admin/tax-report.csv',
} as const;

export const TAX_REPORT_LIMITS = {
  /** Months the report covers when the caller names no range: these up to the current month. */
  defaultMonths: 12,
  /** The most months one report covers (three years). */
  maxMonths: 36,
} as const;

/** A month as the report names it: `YYYY-MM` (a UTC month of issue, the invoices' `period`). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export type TaxReportParam = 'from' | 'to';

export const TAX_REPORT_TEXTS = {
  title: 'Tax report',
  /** The tab's label in the admin panel. */
  tab: 'Tax',
  unknownCountry: 'Unknown',
  month: (param: TaxReportParam) => `${param} must be a month written YYYY-MM, such as 2026-01`,
  fromAfterTo: (from: string, to: string) => `from (${from}) must not be after to (${to})`,
  tooLong: (from: string, to: string, months: number) =>
    `The range from ${from} to ${to} is ${months} months long: from must be at most ${TAX_REPORT_LIMITS.maxMonths} months before to (both included)`,
  note:
    'A summary of the invoices and credit notes this shop issued, to help with OSS and state tax filings. It is not tax advice: ' +
    'registering for tax, checking these figures and filing returns stay the owner’s duty.',
  howCounted:
    'Each month counts the documents issued in it (UTC). Net sales, tax collected and gross are invoices minus credit notes. ' +
    'Net sales include reverse-charge sales; the reverse-charge column repeats them (net, no VAT charged): what goes on an EU sales list.',
  empty: 'No invoices or credit notes were issued in these months.',
  loadFailed: 'Failed to load the tax report',
} as const;

/** Sums of one group of documents: invoices minus credit notes, amounts as decimal strings ("12.34", "-5.00"). */
export interface TaxFigures {
  invoices: number;
  creditNotes: number;
  netSales: string;
  taxCollected: string;
  gross: string;
  /** The part of the above sold under the EU reverse charge: net only, the buyer accounts for the VAT. */
  reverseCharge: { invoices: number; creditNotes: number; netSales: string };
}

/** A buyer's country as the report names it: ISO 3166 alpha-2, or null when the document has none. */
export interface TaxCountry {
  country: string | null;
  /** "Germany"; "Unknown" for null. */
  countryName: string;
}

/** One month, country and currency. */
export interface TaxReportRow extends TaxFigures, TaxCountry {
  period: string;
  currency: string;
}

/** One country and currency over the whole range. */
export interface TaxReportCountryTotal extends TaxFigures, TaxCountry {
  currency: string;
}

/** Everything in one currency over the whole range (amounts in two currencies are never added). */
export interface TaxReportTotal extends TaxFigures {
  currency: string;
}

export interface TaxReport {
  /** The range reported, both months included: what was asked for, or the default. */
  from: string;
  to: string;
  /** Months with documents, oldest first; in each, countries by name ("Unknown" last), then currency. */
  rows: TaxReportRow[];
  /** Per country over the range, by name ("Unknown" last), then currency. */
  countries: TaxReportCountryTotal[];
  /** The grand total, one per currency. */
  totals: TaxReportTotal[];
}

/** The CSV's header line, in the order of its columns: one row per TaxReportRow. */
export const TAX_REPORT_CSV_HEADERS = [
  'Month',
  'Country code',
  'Country',
  'Currency',
  'Invoices',
  'Credit notes',
  'Net sales',
  'Tax collected',
  'Gross',
  'Reverse-charge invoices',
  'Reverse-charge credit notes',
  'Reverse-charge net sales',
] as const;

/** A TaxReportRow as the CSV's cells, in TAX_REPORT_CSV_HEADERS order. */
export function taxReportCsvCells(row: TaxReportRow): string[] {
  return [
    row.period,
    row.country ?? '',
    row.countryName,
    row.currency,
    String(row.invoices),
    String(row.creditNotes),
    row.netSales,
    row.taxCollected,
    row.gross,
    String(row.reverseCharge.invoices),
    String(row.reverseCharge.creditNotes),
    row.reverseCharge.netSales,
  ];
}

export const taxReportCsvFilename = (from: string, to: string) => `tax-report-${from}-${to}.csv`;

/** The report's or the CSV's address for a range. */
export function taxReportPath(path: (typeof TAX_REPORT_API)[keyof typeof TAX_REPORT_API], range: { from: string; to: string }): string {
  return `${path}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
const periodOfIndex = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The UTC month of a moment, `YYYY-MM`: the period an invoice issued then carries. */
export const periodOf = (date: Date) => date.toISOString().slice(0, 7);

/** The month `months` after (or before, when negative) a `YYYY-MM` month. */
export const addMonths = (period: string, months: number) => periodOfIndex(monthIndex(period) + months);

/** How many months from `from` to `to`, both included (0 or less when `from` is after `to`). */
export const monthsIn = (from: string, to: string) => monthIndex(to) - monthIndex(from) + 1;

/** What is wrong with a range of two well-formed months, naming the parameter to change; null when nothing is. */
export function taxReportRangeProblem(from: string, to: string): { param: TaxReportParam; message: string } | null {
  const months = monthsIn(from, to);
  if (months < 1) return { param: 'from', message: TAX_REPORT_TEXTS.fromAfterTo(from, to) };
  if (months > TAX_REPORT_LIMITS.maxMonths) return { param: 'from', message: TAX_REPORT_TEXTS.tooLong(from, to, months) };
  return null;
}

/**
 * The range a query asks for, its missing ends filled in: `to` defaults to the current month, `from` to
 * the 12 months that end at `to`. The result may still be refused (taxReportRangeProblem).
 */
export function taxReportRange(query: { from?: string; to?: string }, currentPeriod: string): { from: string; to: string } {
  const to = query.to ?? currentPeriod;
  return { from: query.from ?? addMonths(to, 1 - TAX_REPORT_LIMITS.defaultMonths), to };
}
