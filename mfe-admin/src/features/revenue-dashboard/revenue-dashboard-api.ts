import useSWR from 'swr';
import {
  REVENUE_API,
  revenueChange,
  type RevenueDashboard,
  type RevenueFigure,
  type RevenueInterval,
  type RevenueRange,
} from '@tm/contracts/revenue';
import { RevenueQuerySchema } from '@tm/contracts/revenue.schemas';
import { getJson } from '@tm/platform';

/** What the admin chose: a preset, or custom days (YYYY-MM-DD, both included), and the chart's buckets. */
export interface RevenueChoice {
  range: RevenueRange;
  from?: string;
  to?: string;
  interval: RevenueInterval;
}

/** The dashboard's address for a choice. */
export function revenueUrl(choice: RevenueChoice): string {
  const params = new URLSearchParams({ range: choice.range, interval: choice.interval });
  if (choice.range === 'custom') {
    if (choice.from) params.set('from', choice.from);
    if (choice.to) params.set('to', choice.to);
  }
  return `${REVENUE_API.dashboard}?${params.toString()}`;
}

/** What the server would refuse in a choice, in its words (the route's own schema), or null. */
export function revenueProblem(choice: RevenueChoice): string | null {
  const parsed = RevenueQuerySchema.safeParse(choice.range === 'custom' ? choice : { range: choice.range, interval: choice.interval });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose a range');
}

export function useRevenue(choice: RevenueChoice) {
  const key = revenueProblem(choice) ? null : revenueUrl(choice);
  return useSWR<RevenueDashboard, Error, string | null>(key, (url: string) => getJson<RevenueDashboard>(url), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}

/** "+25%", "−10%", "no sales before" for a figure against the period before it. */
export function changeText(figure: RevenueFigure): string {
  const change = revenueChange(figure);
  if (change === null) return figure.current === 0 ? 'No change' : 'New: nothing the period before';
  const percent = Math.round(change * 100);
  if (percent === 0) return 'No change';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}% on the period before`;
}
