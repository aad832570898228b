import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ADMIN_ORDERS_LIMITS, ADMIN_ORDERS_TEXTS, type ResendConfirmationResponse } from '@tm/contracts/admin-orders';
import { shortOrderId } from '@tm/contracts/orders';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { type ComposedMail, type MailComposer, MailComposersService, MailService, PermanentMailError } from '../../infrastructure/mail';
import { OrderConfirmationService } from '../orders';
import { toAdminOrderMail } from './admin-orders.service';
import { OrderConfirmationResendsRepository } from './order-confirmation-resends.repository';

/** The outbox kind of a resent confirmation: its refId names the resend, which names the order. */
export const ORDER_CONFIRMATION_RESEND_MAIL = 'order-confirmation-resend';
const TOO_SOON = 'too-soon';

const notFound = () => new ApiError(404, ADMIN_ORDERS_TEXTS.notFound);

/**
 * POST /api/admin/orders/:id/resend-confirmation (decision 088): the buyer's confirmation owed again,
 * composed at send time by the confirmation's own composer (fresh download links, nothing secret
 * stored, decision 022). One transaction holds the resend (a completed order only, none in the last
 * minute), its outbox row and the audit entry. The outbox keeps one mail per kind and fact, so each
 * resend is a fact of its own.
 */
@Injectable()
export class OrderConfirmationResendService implements MailComposer, OnModuleInit {
  constructor(
    private readonly resends: OrderConfirmationResendsRepository,
    private readonly confirmation: OrderConfirmationService,
    private readonly mail: MailService,
    private readonly composers: MailComposersService,
    private readonly audit: AuditLogService,
    private readonly clock: ClockService,
  ) {}

  onModuleInit(): void {
    this.composers.register(ORDER_CONFIRMATION_RESEND_MAIL, this);
  }

  async resend(actor: AdminActor, rawOrderId: string): Promise<ResendConfirmationResponse> {
    const orderId = parseUuid(rawOrderId);
    if (!orderId) throw notFound();
    const order = await this.resends.target(orderId);
    if (!order) throw notFound();
    if (order.status !== 'completed' || !order.email) throw new ApiError(409, ADMIN_ORDERS_TEXTS.resendOnlyCompleted);

    const at = this.clock.now();
    const since = new Date(at.getTime() - ADMIN_ORDERS_LIMITS.resendIntervalSeconds * 1000);
    const resendId = randomUUID();
    const failed = await this.resends.run([
      this.resends.insertStep({ id: resendId, orderId, adminId: actor.id, at, since }, TOO_SOON),
      this.mail.owedStep({
        kind: ORDER_CONFIRMATION_RESEND_MAIL,
        refId: resendId,
        to: order.email,
        subject: `Your order #${shortOrderId(orderId)} is complete`,
      }),
      this.audit.step(actor, { action: 'order.resend-confirmation', targetType: 'order', targetId: orderId, detail: `to ${order.email}` }),
    ]);
    if (failed) {
      // Refunded in the meantime, or resent within the minute.
      if ((await this.resends.target(orderId))?.status !== 'completed') throw new ApiError(409, ADMIN_ORDERS_TEXTS.resendOnlyCompleted);
      throw new ApiError(429, ADMIN_ORDERS_TEXTS.resendTooSoon);
    }
    this.mail.wake();
    const row = await this.resends.mail(ORDER_CONFIRMATION_RESEND_MAIL, resendId);
    return { message: ADMIN_ORDERS_TEXTS.resent, mail: toAdminOrderMail(row!) };
  }

  async compose(row: { refId: string | null; to: string }): Promise<ComposedMail> {
    const orderId = row.refId ? await this.resends.orderOf(row.refId) : undefined;
    if (!orderId) throw new PermanentMailError('The resend is gone');
    return this.confirmation.compose({ refId: orderId, to: row.to });
  }
}
