// Zod-free at run time: the back office and the server import these; the query's schema is in revenue.schemas.ts.

/**
 * The owner's revenue dashboard and accountant's exports (decision 089). Admin only. The figures are
 * read from daily aggregates kept as orders complete and refund, counted in the shop's time zone.
 */
export const REVENUE_API = {
  /** GET ?range&from&to&interval → RevenueDashboard. */
  dashboard: '/api/admin/revenue',
  /** GET ?from=YYYY-MM-DD&to=YYYY-MM-DD → text/csv, one row per order line (ORDERS_CSV_HEADERS). */
  ordersCsv: '/api/admin/exports/orders.csv',
  /** GET ?from&to → text/csv, one row per refund (whole orders and duplicate lines). */
  refundsCsv: '/api/admin/exports/refunds.csv',
  /** GET ?from&to → text/csv, one row per buyer with a completed order in the range. */
  customersCsv: '/api/admin/exports/customers.csv',
} as const;

export const REVENUE_RANGES = ['today', '7d', '30d', '365d', 'custom'] as const;
export type RevenueRange = (typeof REVENUE_RANGES)[number];
export const REVENUE_INTERVALS = ['day', 'week', 'month'] as const;
export type RevenueInterval = (typeof REVENUE_INTERVALS)[number];

/** Days each preset covers, today included. */
export const REVENUE_RANGE_DAYS: Record<Exclude<RevenueRange, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30, '365d': 365 };

export const REVENUE_LIMITS = {
  /** The longest custom range, in days. */
  maxDays: 3 * 366,
  /** Top templates and categories listed. */
  top: 10,
  /** Orders read per statement by an export (keyset pages). */
  exportChunk: 500,
} as const;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const REVENUE_TEXTS = {
  range: `range must be one of ${REVENUE_RANGES.join(', ')}`,
  interval: `interval must be one of ${REVENUE_INTERVALS.join(', ')}`,
  day: (param: 'from' | 'to') => `${param} must be a day written YYYY-MM-DD, such as 2026-01-31`,
  customNeedsDays: 'from and to are required with range=custom',
  daysOnlyWithCustom: 'from and to are only taken with range=custom',
  fromAfterTo: 'from must not be after to',
  tooLong: `The range must be at most ${REVENUE_LIMITS.maxDays} days long`,
} as const;

/** A figure of the range beside the same figure of the period of the same length just before it. */
export interface RevenueFigure {
  current: number;
  previous: number;
}

/** One bucket of the chart's series: a day, an ISO week (its Monday) or a month (its first day). */
export interface RevenuePoint {
  /** YYYY-MM-DD: the bucket's first day. */
  start: string;
  /** Cents, tax included. */
  grossCents: number;
  netCents: number;
  orders: number;
  refundedCents: number;
}

export interface RevenueTopRow {
  id: string;
  name: string;
  sales: number;
  revenueCents: number;
}

/** GET /api/admin/revenue. Amounts in cents, in `currency` (the shop's; other currencies are left out). */
export interface RevenueDashboard {
  range: RevenueRange;
  interval: RevenueInterval;
  /** YYYY-MM-DD, both included, in `timeZone`. */
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  timeZone: string;
  currency: string;
  grossCents: RevenueFigure;
  netCents: RevenueFigure;
  taxCents: RevenueFigure;
  orders: RevenueFigure;
  /** Gross over orders, rounded; 0 without orders. */
  averageOrderCents: RevenueFigure;
  refunds: RevenueFigure;
  refundedCents: RevenueFigure;
  newCustomers: RevenueFigure;
  /** Orders completed in the range that were later disputed. */
  disputes: RevenueFigure;
  series: RevenuePoint[];
  topTemplates: RevenueTopRow[];
  topCategories: RevenueTopRow[];
}

/** The change from `previous` to `current` as a fraction (0.25 is +25 %); null when there was nothing before. */
export function revenueChange(figure: RevenueFigure): number | null {
  if (figure.previous === 0) return null;
  return (figure.current - figure.previous) / Math.abs(figure.previous);
}

export const ORDERS_CSV_HEADERS = [
  'Order number',
  'Created at',
  'Completed at',
  'Refunded at',
  'Status',
  'Buyer name',
  'Buyer email',
  'Buyer country',
  'Template',
  'Quantity',
  'Net',
  'Tax',
  'Gross',
  'Currency',
  'Provider',
  'Provider payment id',
  'Provider session id',
] as const;

export const REFUNDS_CSV_HEADERS = [
  'Order number',
  'Refunded at',
  'Kind',
  'Template',
  'Amount',
  'Currency',
  'Reason',
  'Buyer email',
] as const;

export const CUSTOMERS_CSV_HEADERS = ['Email', 'Name', 'Country', 'Orders', 'Spent', 'Currency', 'First order', 'Last order'] as const;

/** The path of an export with its optional range. */
export function revenueExportPath(path: string, range: { from?: string; to?: string }): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
