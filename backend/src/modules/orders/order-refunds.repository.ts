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

/** A line of an order an admin refunds on its own (decision 088). */
export interface RefundableLine extends DuplicateLine {
  refundedAt: Date | string | null;
}

/**
 * What the buyer paid for a line refunded on its own by an admin: its price less its share of a discount
 * code (decision 090, tax is computed after it), and its tax when added to the price (decision 081).
 */
const LINE_PAID = "i.priceCents * i.quantity - i.discountCents + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END";

/** Why an admin's line refund recorded nothing. */
export type LineRefundRefusal = 'not-completed' | 'already-refunded';

/** A line's share of what was paid: tax added to an exclusive price is paid (and refunded) with it (decision 081). */
// Less the line's discount-code share (decision 090): a line refund gives back what the line was paid.
const LINE_GROSS = "i.priceCents * i.quantity - i.discountCents + CASE WHEN o.taxBehavior = 'exclusive' THEN i.taxCents ELSE 0 END";

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

  /**
   * Claims a completed order for an admin's line refund (decision 088), as `claim` does for the whole
   * order but keeping the order's refund reason: one refund of the order under way at a time, so a
   * line's and the whole order's never ask the provider for more than is left.
   */
  async claimForLine(orderId: string, now: Date, staleBefore: Date, alsoRun: readonly Step[]): Promise<'claimed' | null> {
    return (await runAtomically(this.dataSource, [
      {
        sql: "UPDATE orders SET refundRequestedAt = ? WHERE id = ? AND status = 'completed' AND (refundRequestedAt IS NULL OR refundRequestedAt < ?)",
        params: [this.at(now), orderId, this.at(staleBefore)],
        abortUnlessChanged: 'claimed',
      },
      ...alsoRun,
    ])) as 'claimed' | null;
  }

  /** One line of one order (undefined for a line of another order). */
  async line(orderId: string, lineId: string): Promise<RefundableLine | undefined> {
    const rows: RefundableLine[] = await this.dataSource.query(
      `SELECT i.id AS id, i.templateName AS templateName, i.priceCents AS priceCents, i.quantity AS quantity, ${LINE_PAID} AS grossCents,
          i.taxCents AS taxCents, i.taxRateBps AS taxRateBps, i.refundedAt AS refundedAt
        FROM order_items i JOIN orders o ON o.id = i.orderId WHERE i.id = ? AND i.orderId = ?`,
      [lineId, orderId],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      ...row,
      priceCents: Number(row.priceCents),
      quantity: Number(row.quantity),
      grossCents: Number(row.grossCents),
      taxCents: Number(row.taxCents),
      taxRateBps: row.taxRateBps === null ? null : Number(row.taxRateBps),
    };
  }

  /**
   * An admin's line refund recorded once (decision 088): the order's claim released (the order row locked
   * first, as a whole refund does, and still completed), the line marked, the order refunded when no line
   * is left, the line's entitlement withdrawn, the payment's refunded amount raised when no provider will
   * report it, the day's revenue, then `alsoRun` (the buyer's mail, the credit note). A refusal, with
   * nothing done, when the order is no longer completed or the line was refunded already.
   */
  async refundLineOfOrder(
    orderId: string,
    lineId: string,
    reason: string,
    payment: { id: string; amountCents: number; countOnPayment: boolean } | null,
    now: Date,
    alsoRun: readonly Step[],
  ): Promise<LineRefundRefusal | null> {
    return (await runAtomically(this.dataSource, [
      {
        sql: "UPDATE orders SET refundRequestedAt = NULL WHERE id = ? AND status = 'completed'",
        params: [orderId],
        abortUnlessChanged: 'not-completed',
      },
      {
        sql: 'UPDATE order_items SET refundedAt = ? WHERE id = ? AND orderId = ? AND refundedAt IS NULL',
        params: [this.at(now), lineId, orderId],
        abortUnlessChanged: 'already-refunded',
      },
      // The last line refunded leaves nothing bought: the order is refunded (decision 088), and its
      // refund adds nothing to the day's figures beyond the line's.
      {
        sql: `UPDATE orders SET status = 'refunded', refundedAt = ?, refundReason = ?
          WHERE id = ? AND status = 'completed' AND NOT EXISTS (SELECT 1 FROM order_items u WHERE u.orderId = ? AND u.refundedAt IS NULL)`,
        params: [this.at(now), reason, orderId, orderId],
      },
      { sql: 'DELETE FROM entitlements WHERE orderItemId = ?', params: [lineId] },
      ...(payment?.countOnPayment
        ? [{ sql: 'UPDATE payments SET refundedCents = refundedCents + ? WHERE id = ?', params: [payment.amountCents, payment.id] }]
        : []),
      ...(await lineRefundRevenueSteps(this.dataSource, lineId, now)),
      ...alsoRun,
    ])) as LineRefundRefusal | null;
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
