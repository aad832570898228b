import { Injectable, Logger } from '@nestjs/common';
import { ADMIN_MESSAGES } from '@tm/contracts/admin';
import type { RefundBody, RefundResponse } from '@tm/contracts/admin.schemas';
import { centsToDecimal } from '@tm/contracts/catalog';
import { shortOrderId } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import { parseUuid } from '../../common/uuid';
import { InvoicesService } from '../invoices';
import { OrderRefundsService } from '../orders';
import { PaymentProviderError } from '../../infrastructure/payments';
import { AuditLogService, type AdminActor } from '../../infrastructure/audit';
import { CustomersRepository } from './customers.repository';
import { toCustomerOrders } from './customers.service';

const notFound = () => new ApiError(404, ADMIN_MESSAGES.orderNotFound);

/**
 * POST /api/admin/orders/:id/refund (decisions 030, 042): a completed order's money goes back through
 * whoever took it, then the order becomes refunded exactly once. In one transaction: the status, its
 * entitlements gone (downloads and links stop at once, they are checked at download time), the buyer's
 * mail owed and the audit entry.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('RefundsService');

  constructor(
    private readonly refunds: OrderRefundsService,
    private readonly customers: CustomersRepository,
    private readonly audit: AuditLogService,
    private readonly invoices: InvoicesService,
  ) {}

  async refund(actor: AdminActor, rawOrderId: string, body: RefundBody): Promise<RefundResponse> {
    const orderId = parseUuid(rawOrderId);
    if (!orderId) throw notFound();
    const order = await this.refunds.target(orderId);
    if (!order) throw notFound();
    this.refuseUnlessCompleted(order.status);

    const fact = { targetType: 'order', targetId: orderId, detail: `$${centsToDecimal(order.totalCents)}: ${body.reason}` };
    if (await this.refunds.claim(orderId, body.reason, this.audit.step(actor, { action: 'order.refund', ...fact }))) {
      const now = (await this.refunds.target(orderId))?.status ?? 'missing';
      this.refuseUnlessCompleted(now);
      throw new ApiError(409, ADMIN_MESSAGES.refundUnderWay);
    }
    try {
      await this.refunds.refundPayment(orderId);
    } catch (error) {
      await this.refunds.release(orderId, this.audit.step(actor, { action: 'order.refund-failed', ...fact }));
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.warn(`Refund of order ${orderId} failed at the provider: ${error.message}`);
      throw new ApiError(502, `${ADMIN_MESSAGES.providerRefundFailed} ${error.message}`);
    }
    // The provider's notice of this very refund may have recorded it first (with this reason): done either way.
    await this.refunds.recordRefund(order, body.reason);
    const { orders, items } = await this.customers.order(orderId);
    const documents = await this.invoices.documentsOf([orderId]);
    return { message: `Order #${shortOrderId(orderId)} refunded`, order: toCustomerOrders(orders, items, documents)[0]! };
  }

  private refuseUnlessCompleted(status: string): void {
    if (status === 'completed') return;
    if (status === 'missing') throw notFound();
    if (status === 'refunded') throw new ApiError(409, ADMIN_MESSAGES.alreadyRefunded);
    throw new ApiError(409, ADMIN_MESSAGES.refundOnlyCompleted);
  }
}
