import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_ORDERS_LIMITS } from '@tm/contracts/admin-orders';
import type { AdminOrdersQuery } from '@tm/contracts/admin-orders.schemas';
import type { DataSource } from 'typeorm';
import { dialectOf, sqlDate } from '../../database/sql-dialect';

export interface AdminOrderListRow {
  id: string;
  orderNumber: string | null;
  status: string;
  totalCents: number;
  customerEmail: string;
  customerName: string;
  userId: string;
  createdAt: Date | string;
  disputedAt: Date | string | null;
  itemCount: number | string;
  refundedLines: number | string;
  provider: string | null;
}

type Filters = Omit<AdminOrdersQuery, 'page' | 'pageSize'>;
type Param = string | number | Date;

/** LIKE 'abc%' is an index range; '!' escapes LIKE's wildcards (as the customers list does, decision 029). */
const prefixPattern = (search: string) => `${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
/** What could be (the start of) an order number: up to 8 letters or digits, a leading '#' allowed. */
const ORDER_NUMBER_PREFIX = /^#?([0-9a-z]{1,8})$/i;

const DAY_MS = 86_400_000;

/**
 * The orders desk's SQL (decision 088). A page is the ids of one index range (orders(createdAt, id),
 * orders(status, createdAt, id) or orders(provider, createdAt, id)), at most ADMIN_ORDERS_LIMITS.maxOffset deep, joined back for its
 * columns; a search first takes the union of three prefix ranges (order number, buyer email, buyer
 * name). The total is counted up to the same bound, so neither walks a million rows. A line's
 * condition is a correlated COUNT, not EXISTS: MariaDB turns EXISTS into a semi-join that
 * first gathers every matching row (a third of a million Stripe payments took seconds), where the
 * correlated form checks only the orders the index range walks.
 */
@Injectable()
export class AdminOrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(filters: Filters, offset: number, limit: number): Promise<AdminOrderListRow[]> {
    const { from, where, params } = this.matching(filters);
    return (await this.dataSource.query(
      `SELECT o.id, o.orderNumber, o.status, o.totalCents, o.customerEmail, o.customerName, o.userId, o.createdAt, o.disputedAt,
          (SELECT COUNT(*) FROM order_items i WHERE i.orderId = o.id) AS itemCount,
          (SELECT COUNT(*) FROM order_items i WHERE i.orderId = o.id AND i.refundedAt IS NOT NULL) AS refundedLines,
          (SELECT p.provider FROM payments p WHERE p.orderId = o.id ORDER BY p.createdAt DESC, p.id DESC LIMIT 1) AS provider
        FROM orders o
        JOIN (SELECT o.id FROM ${from} WHERE ${where} ORDER BY o.createdAt DESC, o.id DESC LIMIT ? OFFSET ?) pg ON pg.id = o.id
        ORDER BY o.createdAt DESC, o.id DESC`,
      [...params, limit, offset],
    )) as AdminOrderListRow[];
  }

  /** How many orders match, counted up to `cap` (a cap + 1 answer means "more"). */
  async countUpTo(filters: Filters, cap: number = ADMIN_ORDERS_LIMITS.maxOffset): Promise<number> {
    const { from, where, params } = this.matching(filters);
    const [row] = (await this.dataSource.query(`SELECT COUNT(*) AS n FROM (SELECT o.id FROM ${from} WHERE ${where} LIMIT ?) c`, [
      ...params,
      cap + 1,
    ])) as Array<{ n: number | string }>;
    return Number(row?.n ?? 0);
  }

  private matching(filters: Filters): { from: string; where: string; params: Param[] } {
    const dialect = dialectOf(this.dataSource);
    const clauses: string[] = [];
    const params: Param[] = [];
    let from = 'orders o';
    const fromParams: Param[] = [];

    if (filters.search !== undefined) {
      const pattern = prefixPattern(filters.search);
      const number = ORDER_NUMBER_PREFIX.exec(filters.search)?.[1];
      const ranges = [
        ...(number ? ["SELECT id FROM orders WHERE orderNumber LIKE ? ESCAPE '!'"] : []),
        "SELECT id FROM orders WHERE customerEmail LIKE ? ESCAPE '!'",
        "SELECT id FROM orders WHERE customerName LIKE ? ESCAPE '!'",
      ];
      from = `(${ranges.join(' UNION ')}) m JOIN orders o ON o.id = m.id`;
      if (number) fromParams.push(prefixPattern(number.toUpperCase()));
      fromParams.push(pattern, pattern);
    }

    switch (filters.status) {
      case undefined:
        break;
      case 'partly-refunded':
        clauses.push(
          "o.status = 'completed'",
          '(SELECT COUNT(*) FROM order_items ri WHERE ri.orderId = o.id AND ri.refundedAt IS NOT NULL) > 0',
        );
        break;
      case 'disputed':
        clauses.push('o.disputedAt IS NOT NULL');
        break;
      case 'pending':
      case 'completed':
      case 'cancelled':
      case 'refunded':
      case 'expired':
        clauses.push('o.status = ?');
        params.push(filters.status);
        break;
    }
    if (filters.provider !== undefined) {
      // The order's latest payment's provider, kept on the order: one range of idx_orders_provider_created.
      clauses.push('o.provider = ?');
      params.push(filters.provider);
    }
    if (filters.from !== undefined) {
      clauses.push('o.createdAt >= ?');
      params.push(sqlDate(dialect, new Date(`${filters.from}T00:00:00Z`)));
    }
    if (filters.to !== undefined) {
      clauses.push('o.createdAt < ?');
      params.push(sqlDate(dialect, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
    }
    if (filters.templateId !== undefined) {
      clauses.push('o.id IN (SELECT ti.orderId FROM order_items ti WHERE ti.templateId = ?)');
      params.push(filters.templateId);
    }
    return { from, where: clauses.length > 0 ? clauses.join(' AND ') : '1 = 1', params: [...fromParams, ...params] };
  }
}
