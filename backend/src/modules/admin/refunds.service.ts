import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ADMIN_MESSAGES, type RefundBody, type RefundResponse } from '@tm/contracts/admin';
import { centsToDecimal } from '@tm/contracts/catalog';
import { shortOrderId } from '@tm/contracts/orders';
import { Clock } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { runAtomically } from '../../database/atomic-steps';
import { dialectOf, sqlDate } from '../catalog/sql-dialect';
import { parseUuid } from '../downloads/download-ids';
import { STORED_MAIL_KIND } from '../mail/mail-composers';
import { MailService } from '../mail/mail.service';
import { AuditLogService, type AdminActor } from './audit-log.service';
import { CustomersRepository } from './customers.repository';
import { toCustomerOrders } from './customers.service';

interface RefundTarget {
  id: string;
  status: string;
  totalCents: number;
  email: string;
  username: string;
}

const notFound = () => new ApiError(404, ADMIN_MESSAGES.orderNotFound);

/**
 * POST /api/admin/orders/:id/refund (issue 11 §1): a completed order becomes refunded exactly once.
 * In one transaction: the status, its entitlements gone (downloads and links stop at once, they are
 * checked at download time), the buyer's mail owed and the audit entry.
 */
@Injectable()
export class RefundsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly customers: CustomersRepository,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async refund(actor: AdminActor, rawOrderId: string, body: RefundBody): Promise<RefundResponse> {
    const orderId = parseUuid(rawOrderId);
    if (!orderId) throw notFound();
    const order = await this.target(orderId);
    if (!order) throw notFound();
    this.refuseUnlessCompleted(order.status);

    const now = this.clock.now();
    const refusal = await runAtomically(this.dataSource, [
      {
        sql: "UPDATE orders SET status = 'refunded', refundedAt = ?, refundReason = ? WHERE id = ? AND status = 'completed'",
        params: [sqlDate(dialectOf(this.dataSource), now), body.reason, orderId],
        abortUnlessChanged: 'not-completed',
      },
      { sql: 'DELETE FROM entitlements WHERE orderId = ?', params: [orderId] },
      this.audit.step(actor, { action: 'order.refund', targetType: 'order', targetId: orderId, detail: `$${centsToDecimal(order.totalCents)}: ${body.reason}` }),
      this.mail.owedStep({
        kind: STORED_MAIL_KIND,
        refId: orderId,
        to: order.email,
        subject: `Your order #${shortOrderId(orderId)} has been refunded`,
        text: refundMailText(order, body.reason, { supportEmail: this.config.supportEmail, contactUrl: new URL('/contact', this.config.publicUrl).toString() }),
      }),
    ]);
    if (refusal) {
      // Another request refunded (or changed) it in between: say what it is now.
      this.refuseUnlessCompleted((await this.target(orderId))?.status ?? 'missing');
      // Completed again (it cannot be: a refund is final), so nothing was done; never answer success.
      throw new ApiError(409, ADMIN_MESSAGES.refundOnlyCompleted);
    }
    this.mail.wake();
    const { orders, items } = await this.customers.order(orderId);
    return { message: `Order #${shortOrderId(orderId)} refunded`, order: toCustomerOrders(orders, items)[0]! };
  }

  private refuseUnlessCompleted(status: string): void {
    if (status === 'completed') return;
    if (status === 'missing') throw notFound();
    if (status === 'refunded') throw new ApiError(409, ADMIN_MESSAGES.alreadyRefunded);
    throw new ApiError(409, ADMIN_MESSAGES.refundOnlyCompleted);
  }

  private async target(orderId: string): Promise<RefundTarget | undefined> {
    const rows = (await this.dataSource.query(
      'SELECT o.id AS id, o.status AS status, o.totalCents AS totalCents, u.email AS email, u.username AS username FROM orders o INNER JOIN users u ON u.id = o.userId WHERE o.id = ?',
      [orderId],
    )) as RefundTarget[];
    return rows[0] ? { ...rows[0], totalCents: Number(rows[0].totalCents) } : undefined;
  }
}

function refundMailText(order: RefundTarget, reason: string, support: { supportEmail: string; contactUrl: string }): string {
  return [
    `Hi ${order.username},`,
    '',
    `Your order #${shortOrderId(order.id)} has been refunded: $${centsToDecimal(order.totalCents)} goes back to the way you paid.`,
    `Reason: ${reason}`,
    '',
    "The order's downloads are no longer available. Its record stays in your dashboard.",
    '',
    // The mail comes from a no-reply sender: questions go to the support inbox (SUPPORT_EMAIL).
    `If you have any questions, write to ${support.supportEmail} or use ${support.contactUrl}.`,
  ].join('\n');
}
