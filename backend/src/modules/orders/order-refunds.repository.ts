import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { lineRefundRevenueSteps, orderRefundRevenueSteps } from '../revenue';

export interface RefundTarget {
  id: string;
  status: string;
  /** What the buyer paid, tax included (decision 081); the order's total for orders paid before tax was kept. */
  totalCents: number;
  email: string;
  username: string;
  /** The admin's reason, written when their refund was sent to the provider. */
  refundReason: string | null;
}

/** A line of an order that bought a template its buyer already owned. */
export interface DuplicateLine {
  id: string;
  templateName: string;
  priceCents: number;
  quantity: number;
  /** What the buyer paid for the line: its price, and its tax when tax was added to it (decision 081). */
  grossCents: number;
  /** The tax in it, as the provider computed it (decision 081), for its credit note. */
  taxCents: number;
  taxRateBps: number | null;
}

/** A line's share of what was paid: tax added to an exclusive price is paid (and refunded) with it (decision 081). */
const LINE_GROSS = "i.priceCents * i.quantity + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END";

/** The statements of refunds (decisions 030, 042): a whole order's (OrderRefundsService) and a duplicate line's (DuplicatePurchasesService). */
@Injectable()
export class OrderRefundsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private at(date: Date): string | Date {
    return sqlDate(dialectOf(this.dataSource), date);
  }

  /**
   * Claims a completed order's refund with the admin's reason, unless another claim newer than
   * `staleBefore` holds it; `alsoRun` (the audit entry) commits with it. 'claimed' when held.
   */
  async claim(orderId: string, reason: string, now: Date, staleBefore: Date, alsoRun: readonly Step[]): Promise<'claimed' | null> {
    return (await runAtomically(this.dataSource, [
      {
        sql: "UPDATE orders SET refundRequestedAt = ?, refundReason = ? WHERE id = ? AND status = 'completed' AND (refundRequestedAt IS NULL OR refundRequestedAt < ?)",
        params: [this.at(now), reason, orderId, this.at(staleBefore)],
        abortUnlessChanged: 'claimed',
      },
      ...alsoRun,
    ])) as 'claimed' | null;
  }

  /** Lets go of a claim (the provider did not refund), with `alsoRun` in the same transaction. */
  async release(orderId: string, alsoRun: readonly Step[]): Promise<void> {
    await runAtomically(this.dataSource, [
      { sql: "UPDATE orders SET refundRequestedAt = NULL WHERE id = ? AND status = 'completed'", params: [orderId] },
      ...alsoRun,
    ]);
  }

  /**
   * The order refunded and its downloads withdrawn, with `alsoRun` (the buyer's mail), once:
   * 'not-completed', with nothing done, when the order was not completed.
   */
  async recordRefund(orderId: string, reason: string, now: Date, alsoRun: readonly Step[]): Promise<'not-completed' | null> {
    const refusal = await runAtomically(this.dataSource, [
      {
        sql: "UPDATE orders SET status = 'refunded', refundedAt = ?, refundReason = ? WHERE id = ? AND status = 'completed'",
        params: [this.at(now), reason, orderId],
        abortUnlessChanged: 'not-completed',
      },
      { sql: 'DELETE FROM entitlements WHERE orderId = ?', params: [orderId] },
      // The day's revenue row (decision 089), before the mail and the credit note, whose sequence is taken last.
      ...(await orderRefundRevenueSteps(this.dataSource, orderId, now)),
      ...alsoRun,
    ]);
    return refusal ? 'not-completed' : null;
  }

  async target(orderId: string): Promise<RefundTarget | undefined> {
    const rows = (await this.dataSource.query(
      'SELECT o.id AS id, o.status AS status, COALESCE(o.paidCents, o.totalCents) AS totalCents, o.refundReason AS refundReason, u.email AS email, u.username AS username FROM orders o INNER JOIN users u ON u.id = o.userId WHERE o.id = ?',
      [orderId],
    )) as RefundTarget[];
    return rows[0] ? { ...rows[0], totalCents: Number(rows[0].totalCents) } : undefined;
  }

  /** What the order's lines refunded one by one (duplicate purchases) came to. */
  async refundedLinesCents(orderId: string): Promise<number> {
    const rows: Array<{ cents: number | string | null }> = await this.dataSource.query(
      `SELECT SUM(${LINE_GROSS}) AS cents FROM order_items i JOIN orders o ON o.id = i.orderId WHERE i.orderId = ? AND i.refundedAt IS NOT NULL`,
      [orderId],
    );
    return Number(rows[0]?.cents ?? 0);
  }

  /**
   * The order's lines whose template the buyer already owned through an earlier entitlement (ties by
   * order id), not refunded yet; custom builds are never duplicates.
   */
  async duplicateLines(orderId: string, customBuildSlug: string): Promise<DuplicateLine[]> {
    const rows: DuplicateLine[] = await this.dataSource.query(
      `SELECT i.id AS id, i.templateName AS templateName, i.priceCents AS priceCents, i.quantity AS quantity, ${LINE_GROSS} AS grossCents,
          i.taxCents AS taxCents, i.taxRateBps AS taxRateBps
        FROM order_items i JOIN orders o ON o.id = i.orderId JOIN entitlements mine ON mine.orderItemId = i.id
        WHERE i.orderId = ? AND i.refundedAt IS NULL AND i.templateSlug <> ?
          AND EXISTS (SELECT 1 FROM entitlements e WHERE e.userId = mine.userId AND e.templateId = mine.templateId AND e.orderId <> mine.orderId
            AND (e.grantedAt < mine.grantedAt OR (e.grantedAt = mine.grantedAt AND e.orderId < mine.orderId)))
        ORDER BY i.id`,
      [orderId, customBuildSlug],
    );
    return rows.map((row) => ({
      ...row,
      priceCents: Number(row.priceCents),
      quantity: Number(row.quantity),
      grossCents: Number(row.grossCents),
      taxCents: Number(row.taxCents),
      taxRateBps: row.taxRateBps === null ? null : Number(row.taxRateBps),
    }));
  }

  /**
   * The buyer's other orders holding a duplicate line (not refunded yet) of a template this order bought:
   * when two orders of one template complete at once, the duplicate may be the one whose own check ran
   * before this one committed, so this order's completion refunds it (decision 042).
   */
  async otherOrdersWithDuplicates(orderId: string, customBuildSlug: string): Promise<string[]> {
    const rows: Array<{ orderId: string }> = await this.dataSource.query(
      `SELECT DISTINCT i.orderId AS orderId
        FROM order_items mine JOIN entitlements own ON own.orderId = mine.orderId AND own.templateId = mine.templateId
          JOIN entitlements e ON e.userId = own.userId AND e.templateId = own.templateId AND e.orderId <> own.orderId
          JOIN order_items i ON i.id = e.orderItemId
        WHERE mine.orderId = ? AND i.refundedAt IS NULL AND i.templateSlug <> ?
          AND (e.grantedAt > own.grantedAt OR (e.grantedAt = own.grantedAt AND e.orderId > own.orderId))`,
      [orderId, customBuildSlug],
    );
    return rows.map((row) => row.orderId);
  }

  /**
   * A duplicate line refunded once: the line marked, its entitlement withdrawn, the payment's refunded
   * amount raised when no provider will report it (`countOnPayment`), and `alsoRun` (the buyer's mail).
   * False, with nothing done, when the line was refunded already.
   */
  async refundLine(
    lineId: string,
    payment: { id: string; amountCents: number; countOnPayment: boolean },
    now: Date,
    alsoRun: readonly Step[],
  ): Promise<boolean> {
    const refusal = await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE order_items SET refundedAt = ? WHERE id = ? AND refundedAt IS NULL',
        params: [this.at(now), lineId],
        abortUnlessChanged: 'already-refunded',
      },
      { sql: 'DELETE FROM entitlements WHERE orderItemId = ?', params: [lineId] },
      ...(payment.countOnPayment
        ? [{ sql: 'UPDATE payments SET refundedCents = refundedCents + ? WHERE id = ?', params: [payment.amountCents, payment.id] }]
        : []),
      ...(await lineRefundRevenueSteps(this.dataSource, lineId, now)),
      ...alsoRun,
    ]);
    return refusal === null;
  }
}
