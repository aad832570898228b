import { Injectable } from '@nestjs/common';
import { CATEGORY_LABELS, type Category } from '@tm/contracts/catalog';
import {
  REVENUE_LIMITS,
  REVENUE_RANGE_DAYS,
  type RevenueDashboard,
  type RevenueFigure,
  type RevenueInterval,
  type RevenuePoint,
} from '@tm/contracts/revenue';
import { daysBetween, type RevenueQuery } from '@tm/contracts/revenue.schemas';
import { SHOP_DEFAULTS } from '@tm/contracts/shop-settings';
import { ClockService } from '../../common/clock';
import { addDays, dayIn, monthOf, startOfDay, weekOf } from './revenue-days';
import { RevenueRepository, type DayRow, type DayTotals, type TopRow } from './revenue.repository';

/** How long the top lists and dispute counts of a range are served from memory (decision 089). */
export const REVENUE_SLOW_PARTS_TTL_MS = 60_000;
const SLOW_PARTS_KEPT = 64;

interface SlowParts {
  templates: TopRow[];
  categories: TopRow[];
  disputes: number;
  previousDisputes: number;
}

const figure = (current: number, previous: number): RevenueFigure => ({ current, previous });
const average = (totals: DayTotals) => (totals.orders === 0 ? 0 : Math.round(totals.grossCents / totals.orders));

/** The bucket a day falls in. */
function bucketOf(day: string, interval: RevenueInterval): string {
  switch (interval) {
    case 'day':
      return day;
    case 'week':
      return weekOf(day);
    case 'month':
      return monthOf(day);
  }
}

/** Every bucket from `from` to `to` with its sums, the empty ones at zero, so a chart has no gaps. */
function seriesOf(from: string, to: string, interval: RevenueInterval, rows: readonly DayRow[]): RevenuePoint[] {
  const points = new Map<string, RevenuePoint>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const start = bucketOf(day, interval);
    if (!points.has(start)) points.set(start, { start, grossCents: 0, netCents: 0, orders: 0, refundedCents: 0 });
  }
  for (const row of rows) {
    const point = points.get(bucketOf(row.day, interval));
    if (!point) continue;
    point.grossCents += row.grossCents;
    point.netCents += row.netCents;
    point.orders += row.orders;
    point.refundedCents += row.refundedCents;
  }
  return [...points.values()];
}

/**
 * The revenue dashboard (decision 089): a range of the shop's days against the period of the same
 * length just before it, read from the daily aggregates only.
 */
@Injectable()
export class RevenueService {
  /**
   * The parts whose cost grows with the range's templates and orders (the top lists sum a row per
   * template and day; disputes read orders), per range and its order count, for
   * REVENUE_SLOW_PARTS_TTL_MS: admins looking at the same range share one read until a sale changes it.
   * The totals and the series are read each time; a new dispute shows within the minute.
   */
  private readonly slow = new Map<string, { until: number; value: Promise<SlowParts> }>();

  constructor(
    private readonly repository: RevenueRepository,
    private readonly clock: ClockService,
  ) {}

  async dashboard(query: RevenueQuery): Promise<RevenueDashboard> {
    const timeZone = await this.repository.timeZone();
    const { from, to } = this.rangeOf(query, timeZone);
    const length = daysBetween(from, to);
    const previousTo = addDays(from, -1);
    const previousFrom = addDays(from, -length);
    // One currency: amounts in two are never added (the shop sells in USD for now).
    const currency = SHOP_DEFAULTS.currency;
    const [current, previous, days] = await Promise.all([
      this.repository.totals(from, to, currency),
      this.repository.totals(previousFrom, previousTo, currency),
      this.repository.days(from, to, currency),
    ]);
    // The range's order count is part of the key: a sale in the range reads the top lists again.
    const slow = await this.slowParts([from, to, previousFrom, currency, timeZone, current.orders].join('|'), () =>
      Promise.all([
        this.repository.topTemplates(from, to, currency, REVENUE_LIMITS.top),
        this.repository.topCategories(from, to, currency, REVENUE_LIMITS.top),
        this.repository.disputes(startOfDay(from, timeZone), startOfDay(addDays(to, 1), timeZone)),
        this.repository.disputes(startOfDay(previousFrom, timeZone), startOfDay(from, timeZone)),
      ]).then(([templates, categories, disputes, previousDisputes]) => ({ templates, categories, disputes, previousDisputes })),
    );
    const { templates, categories, disputes, previousDisputes } = slow;
    return {
      range: query.range,
      interval: query.interval,
      from,
      to,
      previousFrom,
      previousTo,
      timeZone,
      currency,
      grossCents: figure(current.grossCents, previous.grossCents),
      netCents: figure(current.netCents, previous.netCents),
      taxCents: figure(current.taxCents, previous.taxCents),
      orders: figure(current.orders, previous.orders),
      averageOrderCents: figure(average(current), average(previous)),
      refunds: figure(current.refunds, previous.refunds),
      refundedCents: figure(current.refundedCents, previous.refundedCents),
      newCustomers: figure(current.newCustomers, previous.newCustomers),
      disputes: figure(disputes, previousDisputes),
      series: seriesOf(from, to, query.interval, days),
      topTemplates: templates.map((row) => ({ ...row, name: row.name ?? 'Deleted template' })),
      topCategories: categories.map((row) => ({ ...row, name: CATEGORY_LABELS[row.id as Category] ?? 'Other' })),
    };
  }

  private slowParts(key: string, read: () => Promise<SlowParts>): Promise<SlowParts> {
    const now = Date.now();
    const kept = this.slow.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = read();
    this.slow.set(key, { until: now + REVENUE_SLOW_PARTS_TTL_MS, value });
    // A failed read is not kept; the oldest entries go once there are too many.
    value.catch(() => this.slow.delete(key));
    if (this.slow.size > SLOW_PARTS_KEPT) this.slow.delete(this.slow.keys().next().value!);
    return value;
  }

  /** The range's days in the shop's zone: a preset ends today (the clock's day there). */
  private rangeOf(query: RevenueQuery, timeZone: string): { from: string; to: string } {
    if (query.range === 'custom') return { from: query.from!, to: query.to! };
    const today = dayIn(this.clock.now(), timeZone);
    return { from: addDays(today, 1 - REVENUE_RANGE_DAYS[query.range]), to: today };
  }
}
