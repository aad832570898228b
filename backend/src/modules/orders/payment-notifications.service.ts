import { Inject, Injectable, Logger } from '@nestjs/common';
import { centsToDecimal } from '@tm/contracts/catalog';
import { ORDER_MESSAGES, shortOrderId } from '@tm/contracts/orders';
import { ClockService } from '../../common/clock';
import { ApiError } from '../../common/http/api-error';
import { RETRY_AFTER_SECONDS } from '../../common/http/unavailable';
import type { Step } from '../../database/atomic-steps';
import { MailService, STORED_MAIL_KIND } from '../../infrastructure/mail';
import { MetricsService, type PaymentOutcome } from '../../infrastructure/metrics';
import {
  CURRENCY,
  InvalidNotificationError,
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaidNotification,
  type PaymentNotification,
  type PaymentProvider,
  type LineTax,
} from '../../infrastructure/payments';
import type { PaymentEntity } from '../order-records/entities/payment.entity';
import { DuplicatePurchasesService } from './duplicate-purchases.service';
import { OrderCompletionService } from './order-completion.service';
import { OrderRefundsService } from './order-refunds.service';
import { OrdersRepository } from './orders.repository';
import { PaymentEventsRepository } from './payment-events.repository';
import { paidBehavior, paidFactsOf } from './paid-facts';
import { mailSignature, ShopSettingsService } from '../shop-settings';

export const INVALID_SIGNATURE_MESSAGE = 'Invalid signature';
export const NO_PROVIDER_MESSAGE = 'This shop does not take payments through Stripe';
/** A refund or dispute whose order's payment has not been confirmed to us yet: the provider delivers it again later. */
export const NOT_YET_MESSAGE = 'The payment this event refers to is not confirmed yet';
/** A claim on an unusable payment's refund older than this died with its process and may be taken over. */
const UNUSABLE_REFUND_CLAIM_MS = 60_000;

/** What the webhook answers: whether the event changed anything (for the provider's delivery log). */
export interface NotificationResult {
  received: true;
  applied: boolean;
}

/**
 * A provider's signed notifications (decision 042). Every handler is idempotent: deliveries come more
 * than once and in any order, and each change is a conditional update that happens once. Events that
 * are not ours, or that we do not act on, are acknowledged and ignored; only a bad signature is refused.
 */
@Injectable()
export class PaymentNotificationsService {
  private readonly logger = new Logger('PaymentNotifications');

  constructor(
    private readonly events: PaymentEventsRepository,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly orders: OrdersRepository,
    private readonly completion: OrderCompletionService,
    private readonly duplicates: DuplicatePurchasesService,
    private readonly refunds: OrderRefundsService,
    private readonly mail: MailService,
    private readonly clock: ClockService,
    private readonly metrics: MetricsService,
    private readonly shop: ShopSettingsService,
  ) {}

  private count(outcome: PaymentOutcome): void {
    this.metrics.payments.inc({ provider: this.provider.name, outcome });
  }

  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<NotificationResult> {
    if (!this.provider.parseNotification) throw new ApiError(404, NO_PROVIDER_MESSAGE);
    let notification: PaymentNotification;
    try {
      notification = this.provider.parseNotification(rawBody ?? Buffer.alloc(0), signature);
    } catch (error) {
      if (error instanceof InvalidNotificationError) throw new ApiError(400, INVALID_SIGNATURE_MESSAGE);
      throw error;
    }
    switch (notification.kind) {
      case 'paid':
        return { received: true, applied: await this.applyPaid(notification) };
      case 'refunded':
        return { received: true, applied: await this.refunded(notification) };
      case 'disputed':
        return { received: true, applied: await this.disputed(notification) };
      case 'ignored':
        return { received: true, applied: false };
    }
  }

  /**
   * A paid session, however we learnt of it: its signed notification, or the provider's own answer when
   * asked (PaymentReconciliationService). Completes the order once, or refunds a payment it can no longer take.
   */
  async applyPaid(n: PaidNotification): Promise<boolean> {
    const payment = await this.paymentOf(n);
    if (!payment) {
      this.logger.warn(`Ignored a payment of session ${n.providerRef}: no payment of ours matches it`);
      return false;
    }
    const order = await this.orders.findById(payment.orderId);
    if (!order) return false;
    const email = (await this.orders.accountEmail(order.userId)) ?? order.customerEmail;
    if (payment.status === 'succeeded') {
      // A redelivery: the order is paid; a duplicate line left unrefunded by a failure is refunded now.
      await this.duplicates.refund(order, payment, email);
      return false;
    }
    // What we sent must be what the order costs, in our currency, and what was charged that plus any tax
    // the provider computed (decision 081), less exactly the order's discount code's discount (decision 090):
    // anything else completes nothing.
    const paid = paidBehavior(n, order.totalCents, Number(order.codeDiscountCents));
    if (!paid.ok || payment.amountCents !== order.totalCents) {
      this.logger.error(
        `Payment ${n.providerRef} of order ${order.id} took ${n.amountCents} ${n.currency} for lines of ${n.subtotalCents} (tax ${n.taxCents}, discount ${n.discountCents}), the order costs ${order.totalCents} ${CURRENCY}${order.codeDiscountCents ? ` less its code's ${order.codeDiscountCents}` : ''}: not completed, refund it in Stripe`,
      );
      this.count('rejected');
      return false;
    }
    const lineTaxes = n.taxCents > 0 && this.provider.lineTaxes ? await this.lineTaxesOf(n.providerRef) : null;
    const { refusal } = await this.completion.complete(
      order,
      { id: payment.id, providerPaymentId: n.providerPaymentId },
      email,
      paidFactsOf(n, paid.behavior, lineTaxes),
    );
    if (refusal) {
      const current = await this.orders.findPayment(payment.id);
      if (current?.status === 'succeeded') return false; // a concurrent delivery of this same event won
      await this.refundUnusable(
        { ...payment, amountCents: n.amountCents, providerPaymentId: n.providerPaymentId },
        email,
        order.customerName,
      );
      return true;
    }
    await this.duplicates.refund({ ...order, status: 'completed' }, { ...payment, providerPaymentId: n.providerPaymentId }, email);
    return true;
  }

  /**
   * Each line's tax, asked of the provider (its notification carries only the totals). The provider not
   * answering makes the delivery fail (503): the provider sends it again, and nothing was completed.
   */
  private async lineTaxesOf(providerRef: string): Promise<LineTax[]> {
    try {
      return await this.provider.lineTaxes!(providerRef);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.warn(`The line taxes of session ${providerRef} could not be read: ${error.message}`);
      throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
  }

  /**
   * Money taken for an order that can no longer be paid (cancelled while its checkout page was open, or
   * paid by another session meanwhile) goes back in full, and the buyer is told; once, however often the
   * event comes (decision 066). The payments row is claimed before the provider is asked, so a
   * redelivery while the refund is under way asks nothing; a claim older than a minute died with its
   * process and is taken over (the refund's idempotency key makes asking again safe). A provider that
   * refuses for good gets a 2xx (a retry would be refused too) and the support inbox is told to refund
   * by hand; a provider that cannot be reached releases the claim and answers 503, so it is asked again.
   */
  private async refundUnusable(payment: PaymentEntity, email: string, customerName: string): Promise<void> {
    if (!payment.providerPaymentId) return;
    const now = this.clock.now();
    const claimed = await this.events.claimUnusableRefund(
      payment.id,
      payment.providerPaymentId,
      now,
      new Date(now.getTime() - UNUSABLE_REFUND_CLAIM_MS),
    );
    if (!claimed) return; // refunded, refused, or under way in another delivery
    try {
      await this.provider.refund({
        orderId: payment.orderId,
        providerPaymentId: payment.providerPaymentId,
        amountCents: payment.amountCents,
        idempotencyKey: `unusable-${payment.id}`,
        reason: 'duplicate',
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.retryable) {
        await this.events.releaseUnusableRefund(payment.id);
        if (!(error instanceof PaymentProviderError)) throw error;
        this.logger.warn(`The refund of payment ${payment.providerPaymentId} could not be asked for: ${error.message}`);
        throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      await this.refusedForGood(payment, error.message);
      return;
    }
    const shop = await this.shop.identity();
    const done = await this.events.unusableRefundDone(payment.id, payment.amountCents, this.clock.now(), [
      this.mail.owedStep({
        kind: STORED_MAIL_KIND,
        refId: payment.orderId,
        to: email,
        subject: `Your payment for order #${shortOrderId(payment.orderId)} has been refunded`,
        text: [
          `Hi ${customerName},`,
          '',
          `Order #${shortOrderId(payment.orderId)} was no longer awaiting payment when your payment arrived (it had been cancelled or already paid), so we have refunded it in full.`,
          'Nothing was bought with this payment. Your dashboard shows your orders.',
          '',
          `Questions? Write to ${shop.supportEmail}.`,
          mailSignature(shop),
        ].join('\n'),
      }),
    ]);
    if (!done) return;
    this.mail.wake();
    this.count('unusable_refunded');
  }

  /** The provider refused the refund for good: the row says so (no delivery asks again) and the support inbox refunds by hand. */
  private async refusedForGood(payment: PaymentEntity, reason: string): Promise<void> {
    this.logger.error(`The refund of payment ${payment.providerPaymentId} (order ${payment.orderId}) was refused: ${reason}`);
    const told = await this.changeAndTellSupport(
      this.events.unusableRefundRefusedStep(payment.id, this.clock.now()),
      payment.orderId,
      `Refund payment ${payment.providerPaymentId} by hand (order #${shortOrderId(payment.orderId)})`,
      [
        `A payment of $${centsToDecimal(payment.amountCents)} (${payment.providerPaymentId}) arrived for order #${shortOrderId(payment.orderId)}, which was no longer awaiting payment.`,
        `The shop asked Stripe to refund it, and Stripe refused: ${reason}`,
        'Refund it in the Stripe dashboard (or answer its dispute); the order itself stays as it is.',
      ].join('\n'),
    );
    if (told) this.count('unusable_refund_refused');
  }

  /** A change of ours and, in the same transaction, the support inbox's mail about it: once, when the change happens. */
  private async changeAndTellSupport(change: Step, orderId: string, subject: string, text: string): Promise<boolean> {
    const { supportEmail } = await this.shop.identity();
    const applied = await this.events.applyWith(change, [
      this.mail.owedStep({ kind: STORED_MAIL_KIND, refId: orderId, to: supportEmail, subject, text }),
    ]);
    if (!applied) return false;
    this.mail.wake();
    return true;
  }

  private async refunded(n: Extract<PaymentNotification, { kind: 'refunded' }>): Promise<boolean> {
    const payment = await this.orders.findPaymentByProviderPayment(n.providerPaymentId);
    if (!payment) return this.notYetOrNotOurs(n.orderIdHint);
    await this.events.recordRefundedCents(payment.id, n.refundedCents);
    // A partial refund (a line, or part of the price) is recorded on the payment; the downloads stay.
    if (!n.fully) return false;
    const target = await this.refunds.target(payment.orderId);
    if (!target || target.status !== 'completed') return false;
    // An admin's refund wrote its reason when it was sent; one made in Stripe's dashboard has none of ours.
    return (await this.refunds.recordRefund(target, target.refundReason ?? 'Refunded through Stripe')) === null;
  }

  private async disputed(n: Extract<PaymentNotification, { kind: 'disputed' }>): Promise<boolean> {
    const payment = await this.orders.findPaymentByProviderPayment(n.providerPaymentId);
    if (!payment) return false;
    // The shop has days, not weeks, to answer a dispute in Stripe: the support inbox hears of it at once.
    const told = await this.changeAndTellSupport(
      this.events.disputedStep(payment.orderId, this.clock.now()),
      payment.orderId,
      `Order #${shortOrderId(payment.orderId)} is disputed`,
      `The buyer's bank opened a dispute (${n.reason}) of the payment of order #${shortOrderId(payment.orderId)} (${n.providerPaymentId}). Answer it in the Stripe dashboard before its deadline.`,
    );
    if (!told) return false;
    this.count('disputed');
    return true;
  }

  /** Our payments row of a paid session: by the session id we stored, else by the row id we put in its metadata. */
  private async paymentOf(n: PaidNotification): Promise<PaymentEntity | null> {
    const byRef = await this.orders.findPaymentByRef(this.provider.name, n.providerRef);
    if (byRef) return byRef.orderId === n.orderId ? byRef : null;
    // The session was made but its id not stored yet (the start's answer is still on its way, or was lost).
    if (!n.paymentId || !n.orderId) return null;
    const byId = await this.orders.findPayment(n.paymentId);
    if (
      !byId ||
      byId.orderId !== n.orderId ||
      byId.provider !== this.provider.name ||
      (byId.providerRef !== null && byId.providerRef !== n.providerRef)
    )
      return null;
    return byId;
  }

  /** A refund of a payment we have not seen confirmed: ours (its metadata names a pending order of ours) comes again later. */
  private async notYetOrNotOurs(orderIdHint: string | null): Promise<boolean> {
    const order = orderIdHint ? await this.orders.findById(orderIdHint) : null;
    if (order?.status === 'pending') throw new ApiError(503, NOT_YET_MESSAGE, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    return false;
  }
}
