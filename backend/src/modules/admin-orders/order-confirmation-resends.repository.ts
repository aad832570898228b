import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import type { DetailMailRow } from './admin-order-detail.repository';

/** The SQL of confirmation resends (decision 088). */
@Injectable()
export class OrderConfirmationResendsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The order's status and its account's email (where a confirmation goes); undefined for an unknown order. */
  async target(orderId: string): Promise<{ status: string; email: string | null } | undefined> {
    const rows = (await this.dataSource.query(
      'SELECT o.status, u.email FROM orders o LEFT JOIN users u ON u.id = o.userId WHERE o.id = ?',
      [orderId],
    )) as Array<{ status: string; email: string | null }>;
    return rows[0];
  }

  /**
   * The resend's INSERT, for the batch that owes its mail: it changes no row (and so aborts the batch
   * with `abortReason`) unless the order is still completed and was not resent since `since`.
   */
  insertStep(resend: { id: string; orderId: string; adminId: string; at: Date; since: Date }, abortReason: string): Step {
    const dialect = dialectOf(this.dataSource);
    return {
      sql: `INSERT INTO order_confirmation_resends (id, orderId, adminId, createdAt)
        SELECT ?, o.id, ?, ? FROM orders o WHERE o.id = ? AND o.status = 'completed'
          AND NOT EXISTS (SELECT 1 FROM order_confirmation_resends r WHERE r.orderId = o.id AND r.createdAt > ?)`,
      params: [resend.id, resend.adminId, sqlDate(dialect, resend.at), resend.orderId, sqlDate(dialect, resend.since)],
      abortUnlessChanged: abortReason,
    };
  }

  run(steps: readonly Step[]): Promise<string | null> {
    return runAtomically(this.dataSource, steps);
  }

  async mail(kind: string, refId: string): Promise<DetailMailRow | undefined> {
    const rows = (await this.dataSource.query(
      'SELECT id, kind, `to`, subject, status, attempts, createdAt, sentAt FROM outbox_messages WHERE kind = ? AND refId = ?',
      [kind, refId],
    )) as DetailMailRow[];
    return rows[0];
  }

  async orderOf(resendId: string): Promise<string | undefined> {
    const rows = (await this.dataSource.query('SELECT orderId FROM order_confirmation_resends WHERE id = ?', [resendId])) as Array<{
      orderId: string;
    }>;
    return rows[0]?.orderId;
  }
}
