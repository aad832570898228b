import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { shopTimeZone } from './revenue-steps.repository';

/** The sums of revenue_days over a range of days. */
export interface DayTotals {
  orders: number;
  grossCents: number;
  netCents: number;
  taxCents: number;
  refunds: number;
  refundedCents: number;
  newCustomers: number;
}

export interface DayRow extends DayTotals {
  day: string;
}

export interface TopRow {
  id: string;
  name: string | null;
  sales: number;
  revenueCents: number;
}

type Raw<T> = { [K in keyof T]: T[K] extends number ? number | string | null : T[K] };

const num = (value: number | string | null | undefined): number => Number(value ?? 0);

const TOTALS = `COALESCE(SUM(orders), 0) AS orders, COALESCE(SUM(grossCents), 0) AS grossCents, COALESCE(SUM(netCents), 0) AS netCents,
  COALESCE(SUM(taxCents), 0) AS taxCents, COALESCE(SUM(refunds), 0) AS refunds, COALESCE(SUM(refundedCents), 0) AS refundedCents,
  COALESCE(SUM(newCustomers), 0) AS newCustomers`;

function totalsOf(row: Raw<DayTotals> | undefined): DayTotals {
  return {
    orders: num(row?.orders),
    grossCents: num(row?.grossCents),
    netCents: num(row?.netCents),
    taxCents: num(row?.taxCents),
    refunds: num(row?.refunds),
    refundedCents: num(row?.refundedCents),
    newCustomers: num(row?.newCustomers),
  };
}

/**
 * The dashboard's reads (decision 089): ranges of the daily aggregates' primary keys (day first), so
 * their cost follows the days asked for, never the number of orders.
 */
@Injectable()
export class RevenueRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  timeZone(): Promise<string> {
    return shopTimeZone(this.dataSource);
  }

  async totals(from: string, to: string, currency: string): Promise<DayTotals> {
    const rows: Array<Raw<DayTotals>> = await this.dataSource.query(
      `SELECT ${TOTALS} FROM revenue_days WHERE day >= ? AND day <= ? AND currency = ?`,
      [from, to, currency],
    );
    return totalsOf(rows[0]);
  }

  async days(from: string, to: string, currency: string): Promise<DayRow[]> {
    const rows: Array<Raw<DayRow>> = await this.dataSource.query(
      'SELECT day, orders, grossCents, netCents, taxCents, refunds, refundedCents, newCustomers FROM revenue_days WHERE day >= ? AND day <= ? AND currency = ? ORDER BY day',
      [from, to, currency],
    );
    return rows.map((row) => ({ day: row.day, ...totalsOf(row) }));
  }

  async topTemplates(from: string, to: string, currency: string, limit: number): Promise<TopRow[]> {
    const rows: Array<Raw<TopRow>> = await this.dataSource.query(
      // Summed first, then only the top rows look up their name.
      `SELECT top.templateId AS id, t.name AS name, top.sales AS sales, top.revenueCents AS revenueCents
         FROM (SELECT templateId, SUM(sales) AS sales, SUM(revenueCents) AS revenueCents FROM revenue_template_days
                WHERE day >= ? AND day <= ? AND currency = ?
                GROUP BY templateId ORDER BY SUM(revenueCents) DESC, templateId LIMIT ?) top
         LEFT JOIN templates t ON t.id = top.templateId
        ORDER BY top.revenueCents DESC, top.templateId`,
      [from, to, currency, limit],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, sales: num(row.sales), revenueCents: num(row.revenueCents) }));
  }

  /** By the category each template had when it sold. */
  async topCategories(from: string, to: string, currency: string, limit: number): Promise<TopRow[]> {
    const rows: Array<Raw<TopRow>> = await this.dataSource.query(
      `SELECT category AS id, SUM(sales) AS sales, SUM(revenueCents) AS revenueCents FROM revenue_template_days
        WHERE day >= ? AND day <= ? AND currency = ?
        GROUP BY category ORDER BY SUM(revenueCents) DESC, category LIMIT ?`,
      [from, to, currency, limit],
    );
    return rows.map((row) => ({ id: row.id, name: null, sales: num(row.sales), revenueCents: num(row.revenueCents) }));
  }

  /** Orders completed from `start` (included) to `end` (excluded) that were disputed since: a range of idx_orders_completed. */
  async disputes(start: Date, end: Date): Promise<number> {
    const dialect = dialectOf(this.dataSource);
    const rows: Array<{ n: number | string }> = await this.dataSource.query(
      'SELECT COUNT(*) AS n FROM orders WHERE completedAt >= ? AND completedAt < ? AND disputedAt IS NOT NULL',
      [sqlDate(dialect, start), sqlDate(dialect, end)],
    );
    return num(rows[0]?.n);
  }
}
