import { Inject, Injectable } from '@nestjs/common';
import { centsToDecimal } from '@tm/contracts/catalog';
import { CUSTOM_BUILD_SLUG, shortOrderId } from '@tm/contracts/orders';
import { ClockService } from '../../common/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { MetricsService } from '../../infrastructure/metrics';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../infrastructure/payments';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { PaymentEntity } from '../order-records/entities/payment.entity';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { InvoicesService } from '../invoices';
import { mailSignature, ShopSettingsService } from '../shop-settings';
import { type DuplicateLine, OrderRefundsRepository } from './order-refunds.repository';
import { OrdersRepository } from './orders.repository';

/**
 * A line paid for a template the buyer already owned (two orders paid at once, so neither payment
 * start saw the other's purchase) is refunded on its own through the provider, its download right
 * withdrawn (the first purchase keeps it) and the buyer told by mail (decision 042). Which purchase is
 * the duplicate does not depend on timing: the later-granted entitlement, ties by order id, so two
 * completions checking at once agree.
 */
@Injectable()
export class DuplicatePurchasesService {
  constructor(
    private readonly refunds: OrderRefundsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly mail: MailService,
    private readonly clock: ClockService,
    private readonly metrics: MetricsService,
    private readonly shop: ShopSettingsService,
    private readonly invoices: InvoicesService,
    private readonly orders: OrdersRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Refunds every duplicate line of a completed order not refunded yet, then those of the buyer's other
   * orders of the same templates that completed at the same moment (whichever of the two is the
   * duplicate, the later completion sees both); safe to run again (a redelivered event).
   */
  async refund(
    order: OrderEntity,
    payment: Pick<PaymentEntity, 'id' | 'provider' | 'providerPaymentId'>,
    accountEmail: string,
  ): Promise<number> {
    let refunded = await this.refundLinesOf(order, payment, accountEmail);
    for (const otherId of await this.refunds.otherOrdersWithDuplicates(order.id, CUSTOM_BUILD_SLUG)) {
      const [other, otherPayment] = await Promise.all([this.orders.findById(otherId), this.orders.succeededPayment(otherId)]);
      if (other?.status === 'completed' && otherPayment) refunded += await this.refundLinesOf(other, otherPayment, accountEmail);
    }
    return refunded;
  }

  private async refundLinesOf(
    order: OrderEntity,
    payment: Pick<PaymentEntity, 'id' | 'provider' | 'providerPaymentId'>,
    accountEmail: string,
  ): Promise<number> {
    const lines = await this.refunds.duplicateLines(order.id, CUSTOM_BUILD_SLUG);
    const shop = lines.length > 0 ? await this.shop.identity() : undefined;
    for (const line of lines) {
      const amountCents = line.grossCents;
      if (payment.provider !== 'simulated') {
        if (payment.provider !== this.provider.name || !payment.providerPaymentId)
          throw new Error(
            `Order ${order.id} was paid through ${payment.provider}, which is not configured: refund its duplicate line there`,
          );
        // The same key however often this runs, and the same as an admin's refund of the line (decision 088):
        // the provider refunds the line once, whoever asks.
        await this.provider.refund({
          orderId: order.id,
          providerPaymentId: payment.providerPaymentId,
          amountCents,
          idempotencyKey: `line-refund-${line.id}`,
          reason: 'duplicate',
        });
      }
      const now = this.clock.now();
      // The line's credit note (decision 085) is issued with the line's refund, once.
      const creditNote = await this.invoices.creditNoteSteps(
        order.id,
        [line],
        { key: `credit:${line.id}`, grossCents: amountCents, wholeRest: false, reason: 'Already owned: bought twice at the same time' },
        now,
      );
      const refunded = await this.refunds.refundLine(
        line.id,
        // A provider reports what it refunded in its own notification (charge.refunded); the simulated one never will.
        { id: payment.id, amountCents, countOnPayment: payment.provider === 'simulated' },
        now,
        [
          this.mail.owedStep({
            kind: STORED_MAIL_KIND,
            // One mail per kind and fact: the line's refund is its own fact, apart from a later refund of the whole order.
            refId: line.id,
            to: accountEmail,
            subject: `Order #${shortOrderId(order.id)}: ${line.templateName} refunded, you already owned it`,
            text: this.mailText(order, line, amountCents, shop!),
          }),
          ...creditNote,
        ],
      );
      if (refunded) this.metrics.payments.inc({ provider: payment.provider, outcome: 'duplicate_refunded' });
    }
    if (lines.length > 0) this.mail.wake();
    return lines.length;
  }

  private mailText(order: OrderEntity, line: DuplicateLine, amountCents: number, shop: ShopIdentity): string {
    return [
      `Hi ${order.customerName},`,
      '',
      `${line.templateName} was already yours when order #${shortOrderId(order.id)} was paid, so we have refunded it: $${centsToDecimal(amountCents)} goes back to the way you paid.`,
      'You keep downloading it from your first purchase, and everything else in the order is yours as usual.',
      '',
      `Questions? Write to ${shop.supportEmail} or use ${new URL('/contact', this.config.publicUrl).toString()}.`,
      mailSignature(shop),
    ].join('\n');
  }
}
