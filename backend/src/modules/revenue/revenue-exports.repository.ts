import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dialectOf, readDate, sqlDate } from '../../database/sql-dialect';

/** Where a keyset page starts: after this row of the page before (the first page: null). */
export interface Cursor {
  at: Date;
  id: string;
}

/** An instant range, `start` included, `end` excluded; either may be open. */
export interface InstantRange {
  start: Date | null;
  end: Date | null;
}

export interface OrderLineRow {
  orderId: string;
  orderNumber: string | null;
  createdAt: Date;
  completedAt: Date;
  refundedAt: Date | null;
  status: string;
  buyerName: string;
  buyerEmail: string;
  buyerCountry: string | null;
  template: string;
  quantity: number;
  netCents: number;
  taxCents: number;
  currency: string;
  provider: string | null;
  providerPaymentId: string | null;
  providerRef: string | null;
}

export interface RefundRow {
  id: string;
  orderNumber: string | null;
  refundedAt: Date;
  kind: 'order' | 'line';
  template: string | null;
  amountCents: number;
  currency: string;
  reason: string | null;
  buyerEmail: string;
}

export interface CustomerRow {
  userId: string;
  email: string;
  name: string;
  country: string | null;
  orders: number;
  spentCents: number;
  currency: string;
  firstAt: Date;
  lastAt: Date;
}

const LINE_NET = "i.priceCents * i.quantity - i.discountCents - CASE WHEN o.taxBehavior = 'inclusive' THEN i.taxCents ELSE 0 END";
const num = (value: unknown): number => Number(value ?? 0);

/**
 * The accountant's exports (decision 089), read in keyset pages: each statement starts after the last
 * row of the one before on an index, so a million orders are read page by page, never all at once and
 * never with an OFFSET that rereads what came before.
 */
@Injectable()
export class RevenueExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): Date | string {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /** `column` within the range and after the cursor (keyset on (column, id)). */
  private where(
    column: string,
    idColumn: string,
    range: InstantRange,
    after: Cursor | null,
  ): { sql: string; params: Array<Date | string> } {
    const parts = [`${column} IS NOT NULL`];
    const params: Array<Date | string> = [];
    if (range.start) {
      parts.push(`${column} >= ?`);
      params.push(this.at(range.start));
    }
    if (range.end) {
      parts.push(`${column} < ?`);
      params.push(this.at(range.end));
    }
    if (after) {
      parts.push(`(${column} > ? OR (${column} = ? AND ${idColumn} > ?))`);
      params.push(this.at(after.at), this.at(after.at), after.id);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** The lines of up to `limit` orders completed in the range after `after` (idx_orders_completed), by completion. */
  async orderLines(range: InstantRange, after: Cursor | null, limit: number): Promise<OrderLineRow[]> {
    const where = this.where('completedAt', 'id', range, after);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT o.id AS orderId, o.orderNumber AS orderNumber, o.createdAt AS createdAt, o.completedAt AS completedAt,
              o.refundedAt AS refundedAt, o.status AS status, o.customerName AS buyerName, o.customerEmail AS buyerEmail,
              o.buyerCountry AS buyerCountry, i.templateName AS template, i.quantity AS quantity, ${LINE_NET} AS netCents,
              i.taxCents AS taxCents, COALESCE(o.currency, 'USD') AS currency,
              (SELECT p.provider FROM payments p WHERE p.orderId = o.id AND p.status = 'succeeded' ORDER BY p.id LIMIT 1) AS provider,
              (SELECT p.providerPaymentId FROM payments p WHERE p.orderId = o.id AND p.status = 'succeeded' ORDER BY p.id LIMIT 1) AS providerPaymentId,
              (SELECT p.providerRef FROM payments p WHERE p.orderId = o.id AND p.status = 'succeeded' ORDER BY p.id LIMIT 1) AS providerRef
         FROM (SELECT id, completedAt FROM orders WHERE ${where.sql} ORDER BY completedAt, id LIMIT ?) page
         JOIN orders o ON o.id = page.id
         JOIN order_items i ON i.orderId = o.id
        ORDER BY page.completedAt, page.id, i.id`,
      [...where.params, limit],
    );
    return rows.map((row) => ({
      ...(row as unknown as OrderLineRow),
      createdAt: readDate(row.createdAt as Date | string),
      completedAt: readDate(row.completedAt as Date | string),
      refundedAt: row.refundedAt ? readDate(row.refundedAt as Date | string) : null,
      quantity: num(row.quantity),
      netCents: num(row.netCents),
      taxCents: num(row.taxCents),
    }));
  }

  /** Up to `limit` whole-order refunds recorded in the range after `after`. */
  async orderRefunds(range: InstantRange, after: Cursor | null, limit: number): Promise<RefundRow[]> {
    const where = this.where('o.refundedAt', 'o.id', range, after);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT o.id AS id, o.orderNumber AS orderNumber, o.refundedAt AS refundedAt, 'order' AS kind, NULL AS template,
              COALESCE(o.paidCents, o.totalCents)
                - COALESCE((SELECT SUM(i.priceCents * i.quantity - i.discountCents + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END)
                   FROM order_items i WHERE i.orderId = o.id AND i.refundedAt IS NOT NULL), 0) AS amountCents,
              COALESCE(o.currency, 'USD') AS currency, o.refundReason AS reason, o.customerEmail AS buyerEmail
         FROM orders o WHERE o.status = 'refunded' AND ${where.sql}
           -- An order refunded line by line (decision 088) gave nothing back as a whole: its lines are the rows.
           AND (SELECT COUNT(*) FROM order_items u WHERE u.orderId = o.id AND u.refundedAt IS NULL) > 0
         ORDER BY o.refundedAt, o.id LIMIT ?`,
      [...where.params, limit],
    );
    return rows.map((row) => this.refundOf(row));
  }

  /** Up to `limit` duplicate lines refunded (decision 042) in the range after `after`. */
  async lineRefunds(range: InstantRange, after: Cursor | null, limit: number): Promise<RefundRow[]> {
    const where = this.where('i.refundedAt', 'i.id', range, after);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT i.id AS id, o.orderNumber AS orderNumber, i.refundedAt AS refundedAt, 'line' AS kind, i.templateName AS template,
              i.priceCents * i.quantity - i.discountCents + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END AS amountCents,
              COALESCE(o.currency, 'USD') AS currency, 'Duplicate purchase' AS reason, o.customerEmail AS buyerEmail
         FROM order_items i JOIN orders o ON o.id = i.orderId WHERE ${where.sql} ORDER BY i.refundedAt, i.id LIMIT ?`,
      [...where.params, limit],
    );
    return rows.map((row) => this.refundOf(row));
  }

  private refundOf(row: Record<string, unknown>): RefundRow {
    return { ...(row as unknown as RefundRow), refundedAt: readDate(row.refundedAt as Date | string), amountCents: num(row.amountCents) };
  }

  /** Up to `limit` buyers after `afterUserId` with a completed order in the range, by id (idx_orders_user_created). */
  async customers(range: InstantRange, afterUserId: string | null, limit: number): Promise<CustomerRow[]> {
    const where = this.where('o.completedAt', 'o.id', range, null);
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT o.userId AS userId, MAX(u.email) AS email, MAX(u.username) AS name, MAX(o.buyerCountry) AS country, COUNT(*) AS orders,
              SUM(COALESCE(o.paidCents, o.totalCents)) AS spentCents, MAX(COALESCE(o.currency, 'USD')) AS currency,
              MIN(o.completedAt) AS firstAt, MAX(o.completedAt) AS lastAt
         FROM orders o JOIN users u ON u.id = o.userId
        WHERE ${where.sql}${afterUserId === null ? '' : ' AND o.userId > ?'}
        GROUP BY o.userId ORDER BY o.userId LIMIT ?`,
      [...where.params, ...(afterUserId === null ? [] : [afterUserId]), limit],
    );
    return rows.map((row) => ({
      ...(row as unknown as CustomerRow),
      orders: num(row.orders),
      spentCents: num(row.spentCents),
      firstAt: readDate(row.firstAt as Date | string),
      lastAt: readDate(row.lastAt as Date | string),
    }));
  }
}
