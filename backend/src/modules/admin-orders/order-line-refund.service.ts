import { Injectable, Logger } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import { ADMIN_ORDERS_TEXTS, type RefundLineResponse } from '@tm/contracts/admin-orders';
import type { RefundBody } from '@tm/contracts/admin.schemas';
import { centsToDecimal } from '@tm/contracts/catalog';
import { shortOrderId } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { PaymentProviderError } from '../../infrastructure/payments';
import { OrderRefundsService } from '../orders';
import { AdminOrdersService } from './admin-orders.service';

/**
 * POST /api/admin/orders/:id/lines/:lineId/refund (decision 088): one line of a completed order refunded
 * from the order's page, through the machinery of a duplicate line's refund (decision 042): the money
 * back through whoever took it (one idempotency key per line), then once, in one transaction, the line
 * marked, its download withdrawn, the day's revenue, the buyer's mail and the line's credit note. Like the
 * whole order's refund (decision 030) it claims the order first, with the audit entry, so only one refund
 * of an order is under way at a time.
 */
@Injectable()
export class OrderLineRefundService {
  private readonly logger = new Logger('OrderLineRefundService');

  constructor(
    private readonly refunds: OrderRefundsService,
    private readonly audit: AuditLogService,
    private readonly orders: AdminOrdersService,
  ) {}

  async refund(actor: AdminActor, rawOrderId: string, rawLineId: string, body: RefundBody): Promise<RefundLineResponse> {
    const orderId = parseUuid(rawOrderId);
    if (!orderId) throw new ApiError(404, ADMIN_ORDERS_TEXTS.notFound);
    const target = await this.refunds.target(orderId);
    if (!target) throw new ApiError(404, ADMIN_ORDERS_TEXTS.notFound);
    const lineId = parseUuid(rawLineId);
    const line = lineId ? await this.refunds.line(orderId, lineId) : undefined;
    if (!line) throw new ApiError(404, ADMIN_ORDERS_TEXTS.lineNotFound);
    refuseUnlessRefundable(target.status, line.refundedAt !== null);

    const amountCents = await this.refunds.lineRefundCents(orderId, line);
    const fact = {
      targetType: 'order',
      targetId: orderId,
      detail: `${line.templateName} (line ${line.id}), $${centsToDecimal(amountCents)}: ${body.reason}`,
    };
    if (await this.refunds.claimForLine(orderId, this.audit.step(actor, { action: 'order.refund-line', ...fact }))) {
      const [now, again] = await Promise.all([this.refunds.target(orderId), this.refunds.line(orderId, line.id)]);
      refuseUnlessRefundable(now?.status ?? 'missing', again?.refundedAt != null);
      throw new ApiError(409, ADMIN_MESSAGES.refundUnderWay);
    }
    try {
      await this.refunds.refundLinePayment(orderId, line.id, amountCents);
    } catch (error) {
      await this.refunds.release(orderId, this.audit.step(actor, { action: 'order.refund-line-failed', ...fact }));
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.warn(`Refund of line ${line.id} of order ${orderId} failed at the provider: ${error.message}`);
      throw new ApiError(502, `${ADMIN_MESSAGES.providerRefundFailed} ${error.message}`);
    }
    const refusal = await this.refunds.recordLineRefund(target, line, amountCents, body.reason);
    switch (refusal) {
      case null:
        break;
      case 'already-refunded':
        await this.refunds.release(orderId, this.audit.step(actor, { action: 'order.refund-line-failed', ...fact }));
        throw new ApiError(409, ADMIN_ORDERS_TEXTS.lineAlreadyRefunded);
      case 'not-completed':
        // The provider's notice of the payment refunded in full recorded the whole order first: done either way.
        break;
    }
    return {
      message: `${line.templateName} of order #${shortOrderId(orderId)} refunded: $${centsToDecimal(amountCents)}`,
      order: await this.orders.order(orderId),
    };
  }
}

function refuseUnlessRefundable(status: string, lineRefunded: boolean): void {
  if (status === 'missing') throw new ApiError(404, ADMIN_ORDERS_TEXTS.notFound);
  if (lineRefunded) throw new ApiError(409, ADMIN_ORDERS_TEXTS.lineAlreadyRefunded);
  if (status === 'refunded') throw new ApiError(409, ADMIN_MESSAGES.alreadyRefunded);
  if (status !== 'completed') throw new ApiError(409, ADMIN_MESSAGES.refundOnlyCompleted);
}
