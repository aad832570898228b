import { Inject, Injectable } from '@nestjs/common';
import { centsToDecimal } from '@tm/contracts/catalog';
import { shortOrderId } from '@tm/contracts/orders';
import { ClockService } from '../../common/clock';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import type { Step } from '../../database/atomic-steps';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { MetricsService } from '../../infrastructure/metrics';
import { PAYMENT_PROVIDER, PaymentProviderError, type PaymentProvider } from '../../infrastructure/payments';
import type { ShopIdentity } from '@tm/contracts/shop-settings';
import { InvoicesService } from '../invoices';
import { mailSignature, ShopSettingsService } from '../shop-settings';
import { type LineRefundRefusal, OrderRefundsRepository, type RefundableLine, type RefundTarget } from './order-refunds.repository';

export type { LineRefundRefusal, RefundableLine, RefundTarget } from './order-refunds.repository';
import { OrdersRepository } from './orders.repository';

/** An admin's refund claim older than this is taken to have died with its process, and may be taken again. */
const REFUND_CLAIM_MS = 60_000;

/**
 * A whole order's refund (decisions 030, 042): the money back through whoever took it, then, once, in
 * one transaction, the order refunded, its downloads withdrawn and the buyer's mail owed. The admin's
 * Refund and the provider's own notice of a refund (one made in Stripe's dashboard) end in the same
 * `recordRefund`, whichever comes first; the other finds the order refunded and changes nothing.
 */
@Injectable()
export class OrderRefundsService {
  constructor(
    private readonly refunds: OrderRefundsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersRepository,
    private readonly mail: MailService,
    private readonly clock: ClockService,
    private readonly metrics: MetricsService,
    private readonly shop: ShopSettingsService,
    private readonly invoices: InvoicesService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * An admin's refund starts here: the order is claimed (one refund under way at a time) with the
   * admin's reason and audit entry, all or nothing. 'claimed' when another is under way or done.
   */
  async claim(orderId: string, reason: string, audit: Step): Promise<'claimed' | null> {
    const now = this.clock.now();
    return this.refunds.claim(orderId, reason, now, new Date(now.getTime() - REFUND_CLAIM_MS), [audit]);
  }

  /** The provider did not refund: the claim goes, so the admin may try again; the audit says it failed. */
  async release(orderId: string, audit: Step): Promise<void> {
    await this.refunds.release(orderId, [audit]);
  }

  /** Gives back what the provider has not refunded yet of the order's payment (nothing moves for a simulated one). */
  async refundPayment(orderId: string): Promise<void> {
    const payment = await this.orders.succeededPayment(orderId);
    if (!payment || payment.provider === 'simulated') return;
    if (payment.provider !== this.provider.name || !payment.providerPaymentId) {
      throw new PaymentProviderError(
        `order ${orderId} was paid through ${payment.provider}, which is not configured: refund it there`,
        false,
      );
    }
    const duplicatesRefunded = await this.refunds.refundedLinesCents(orderId);
    const left = payment.amountCents - Math.max(payment.refundedCents, duplicatesRefunded);
    if (left <= 0) return;
    // One key per order: asking again (a retried click, two admins) never refunds twice.
    await this.provider.refund({
      orderId,
      providerPaymentId: payment.providerPaymentId,
      amountCents: left,
      idempotencyKey: `order-refund-${orderId}`,
      reason: 'requested_by_customer',
    });
  }

  /**
   * The order refunded, once: status, downloads, the buyer's mail and the credit note of what went back
   * (decision 085). 'not-completed' when it was not completed (already refunded, or never paid).
   */
  async recordRefund(target: RefundTarget, reason: string): Promise<'not-completed' | null> {
    // A duplicate line refunded before went back then: the mail and the credit note name what goes back now.
    const amountCents = target.totalCents - (await this.refunds.refundedLinesCents(target.id));
    const now = this.clock.now();
    const lines = (await this.orders.items(target.id)).filter((item) => item.refundedAt === null);
    const creditNote = await this.invoices.creditNoteSteps(
      target.id,
      lines,
      { key: `credit:${target.id}`, grossCents: amountCents, wholeRest: true, reason },
      now,
    );
    const refusal = await this.refunds.recordRefund(target.id, reason, now, [
      this.mail.owedStep({
        kind: STORED_MAIL_KIND,
        refId: target.id,
        to: target.email,
        subject: `Your order #${shortOrderId(target.id)} has been refunded`,
        text: refundMailText(target, amountCents, reason, {
          shop: await this.shop.identity(),
          contactUrl: new URL('/contact', this.config.publicUrl).toString(),
        }),
      }),
      ...creditNote,
    ]);
    if (refusal) return 'not-completed';
    this.mail.wake();
    this.metrics.payments.inc({ provider: this.provider.name, outcome: 'refunded' });
    return null;
  }

  target(orderId: string): Promise<RefundTarget | undefined> {
    return this.refunds.target(orderId);
  }

  /** One line of the order, for its own refund (undefined for a line of another order). */
  line(orderId: string, lineId: string): Promise<RefundableLine | undefined> {
    return this.refunds.line(orderId, lineId);
  }

  /** An admin's line refund starts here (decision 088): the order claimed as for a whole refund, with the audit entry. */
  async claimForLine(orderId: string, audit: Step): Promise<'claimed' | null> {
    const now = this.clock.now();
    return this.refunds.claimForLine(orderId, now, new Date(now.getTime() - REFUND_CLAIM_MS), [audit]);
  }

  /**
   * What a line's refund gives back: what was paid for it, never more than is left of the payment
   * (what the provider and the lines refunded before took back).
   */
  async lineRefundCents(orderId: string, line: RefundableLine): Promise<number> {
    const payment = await this.orders.succeededPayment(orderId);
    if (!payment) return line.grossCents;
    const left = payment.amountCents - Math.max(payment.refundedCents, await this.refunds.refundedLinesCents(orderId));
    return Math.max(0, Math.min(line.grossCents, left));
  }

  /** Gives one line's money back through whoever took it (nothing moves for a simulated payment). */
  async refundLinePayment(orderId: string, lineId: string, amountCents: number): Promise<void> {
    const payment = await this.orders.succeededPayment(orderId);
    if (!payment || payment.provider === 'simulated' || amountCents <= 0) return;
    if (payment.provider !== this.provider.name || !payment.providerPaymentId) {
      throw new PaymentProviderError(
        `order ${orderId} was paid through ${payment.provider}, which is not configured: refund the line there`,
        false,
      );
    }
    // One key per line: a retried click or two admins never refund it twice.
    await this.provider.refund({
      orderId,
      providerPaymentId: payment.providerPaymentId,
      amountCents,
      idempotencyKey: `line-refund-${lineId}`,
      reason: 'requested_by_customer',
    });
  }

  /**
   * The line refunded, once, with the buyer's mail and the line's credit note (decision 085); the order
   * becomes refunded when it was its last line not refunded (decision 088). A refusal when the order is no
   * longer completed or the line was refunded already.
   */
  async recordLineRefund(
    target: RefundTarget,
    line: RefundableLine,
    amountCents: number,
    reason: string,
  ): Promise<LineRefundRefusal | null> {
    const now = this.clock.now();
    const payment = await this.orders.succeededPayment(target.id);
    // The same key as a duplicate's credit note: a line is credited once, whoever refunds it.
    const creditNote = await this.invoices.creditNoteSteps(
      target.id,
      [line],
      { key: `credit:${line.id}`, grossCents: amountCents, wholeRest: false, reason },
      now,
    );
    const refusal = await this.refunds.refundLineOfOrder(
      target.id,
      line.id,
      reason,
      // A provider reports what it refunded in its own notification (charge.refunded); the simulated one never will.
      payment ? { id: payment.id, amountCents, countOnPayment: payment.provider === 'simulated' } : null,
      now,
      [
        this.mail.owedStep({
          kind: STORED_MAIL_KIND,
          // The outbox keeps one mail per kind and fact: the line's refund is its own fact, the order's is the order's.
          refId: line.id,
          to: target.email,
          subject: `Order #${shortOrderId(target.id)}: ${line.templateName} refunded`,
          text: lineRefundMailText(target, line.templateName, amountCents, reason, {
            shop: await this.shop.identity(),
            contactUrl: new URL('/contact', this.config.publicUrl).toString(),
          }),
        }),
        ...creditNote,
      ],
    );
    if (refusal) return refusal;
    this.mail.wake();
    this.metrics.payments.inc({ provider: payment?.provider ?? this.provider.name, outcome: 'line_refunded' });
    return null;
  }
}

function lineRefundMailText(
  order: RefundTarget,
  templateName: string,
  amountCents: number,
  reason: string,
  support: { shop: ShopIdentity; contactUrl: string },
): string {
  return [
    `Hi ${order.username},`,
    '',
    `${templateName} of your order #${shortOrderId(order.id)} has been refunded: $${centsToDecimal(amountCents)} goes back to the way you paid.`,
    `Reason: ${reason}`,
    '',
    'That template can no longer be downloaded from this order; everything else in it stays yours.',
    '',
    `If you have any questions, write to ${support.shop.supportEmail} or use ${support.contactUrl}.`,
    mailSignature(support.shop),
  ].join('\n');
}

function refundMailText(
  order: RefundTarget,
  amountCents: number,
  reason: string,
  support: { shop: ShopIdentity; contactUrl: string },
): string {
  return [
    `Hi ${order.username},`,
    '',
    `Your order #${shortOrderId(order.id)} has been refunded: $${centsToDecimal(amountCents)} goes back to the way you paid.`,
    `Reason: ${reason}`,
    '',
    "The order's downloads are no longer available. Its record stays in your dashboard.",
    '',
    // The mail comes from a no-reply sender: questions go to the support inbox (the owner's, else SUPPORT_EMAIL).
    `If you have any questions, write to ${support.shop.supportEmail} or use ${support.contactUrl}.`,
    mailSignature(support.shop),
  ].join('\n');
}
