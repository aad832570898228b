import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface CustomerRow {
  id: string;
  username: string;
  email: string;
  createdAt: Date | string;
}

export interface CustomerFigures {
  userId: string;
  orderCount: number | string;
  spentCents: number | string | null;
  lastOrderAt: Date | string | null;
}

export interface CustomerOrderRow {
  id: string;
  status: string;
  totalCents: number;
  createdAt: Date | string;
  disputedAt: Date | string | null;
}

export interface CustomerOrderItemRow {
  id: string;
  orderId: string;
  templateName: string;
  quantity: number;
  priceCents: number;
  refundedAt: Date | string | null;
}

/**
 * A prefix of usernameKey or emailKey (both lower-case, unique-indexed): LIKE 'abc%' is an index range.
 * '!' escapes LIKE's wildcards (a backslash would need escaping itself in MySQL's string literals).
 */
const prefixPattern = (search: string) => `${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * The customers table's SQL (decision 029). A page of customers (users who are not admins, newest
 * first, from the (isAdmin, createdAt, id) index), then the figures of just those customers from
 * their completed orders (orders(userId, createdAt) index): the cost follows the page, not the shop.
 */
@Injectable()
export class CustomersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(search: string | undefined, offset: number, limit: number): Promise<CustomerRow[]> {
    const where = this.where(search);
    return (await this.dataSource.query(
      `SELECT id, username, email, createdAt FROM users WHERE ${where.sql} ORDER BY createdAt DESC, id DESC LIMIT ? OFFSET ?`,
      [...where.params, limit, offset],
    )) as CustomerRow[];
  }

  async count(search: string | undefined): Promise<number> {
    const where = this.where(search);
    const [row] = (await this.dataSource.query(`SELECT COUNT(*) AS n FROM users WHERE ${where.sql}`, where.params)) as Array<{
      n: number | string;
    }>;
    return Number(row?.n ?? 0);
  }

  async findCustomer(id: string): Promise<CustomerRow | undefined> {
    const rows = (await this.dataSource.query(
      'SELECT id, username, email, createdAt FROM users WHERE id = ? AND isAdmin = ? AND deletedAt IS NULL',
      [id, 0],
    )) as CustomerRow[];
    return rows[0];
  }

  async figures(userIds: readonly string[]): Promise<CustomerFigures[]> {
    if (userIds.length === 0) return [];
    return (await this.dataSource.query(
      `SELECT userId, COUNT(*) AS orderCount, SUM(totalCents) AS spentCents, MAX(completedAt) AS lastOrderAt
        FROM orders WHERE userId IN (${userIds.map(() => '?').join(', ')}) AND status = ? GROUP BY userId`,
      [...userIds, 'completed'],
    )) as CustomerFigures[];
  }

  async orders(userId: string): Promise<{ orders: CustomerOrderRow[]; items: CustomerOrderItemRow[] }> {
    const orders = (await this.dataSource.query(
      'SELECT id, status, totalCents, createdAt, disputedAt FROM orders WHERE userId = ? ORDER BY createdAt DESC, id DESC',
      [userId],
    )) as CustomerOrderRow[];
    return this.withItems(orders);
  }

  /** One order of anyone's, with its items (the refund's answer). */
  async order(orderId: string): Promise<{ orders: CustomerOrderRow[]; items: CustomerOrderItemRow[] }> {
    const orders = (await this.dataSource.query('SELECT id, status, totalCents, createdAt, disputedAt FROM orders WHERE id = ?', [
      orderId,
    ])) as CustomerOrderRow[];
    return this.withItems(orders);
  }

  private async withItems(orders: CustomerOrderRow[]): Promise<{ orders: CustomerOrderRow[]; items: CustomerOrderItemRow[] }> {
    if (orders.length === 0) return { orders, items: [] };
    const items = (await this.dataSource.query(
      `SELECT id, orderId, templateName, quantity, priceCents, refundedAt FROM order_items WHERE orderId IN (${orders.map(() => '?').join(', ')}) ORDER BY id`,
      orders.map((order) => order.id),
    )) as CustomerOrderItemRow[];
    return { orders, items };
  }

  private where(search: string | undefined): { sql: string; params: unknown[] } {
    // A deleted account's row stays for its orders (decision 086) but is no customer any more.
    if (search === undefined) return { sql: 'isAdmin = ? AND deletedAt IS NULL', params: [0] };
    const pattern = prefixPattern(search);
    return {
      sql: "isAdmin = ? AND deletedAt IS NULL AND (usernameKey LIKE ? ESCAPE '!' OR emailKey LIKE ? ESCAPE '!')",
      params: [0, pattern, pattern],
    };
  }
}
