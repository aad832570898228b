import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ORDER_LIMITS } from '@tm/contracts/orders';
import { ClockService } from '../../common/clock';
import { errorMessage } from '../../common/errors';
import { InjectProcessRole, type ProcessRole } from '../../common/process-role';
import { withinDeadline } from '../../common/within-deadline';
import { MetricsService } from '../../infrastructure/metrics';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../infrastructure/payments';
import type { PaymentEntity } from '../order-records/entities/payment.entity';
import { OrdersRepository } from './orders.repository';
import { PaymentNotificationsService } from './payment-notifications.service';

/** How often the sweep asks the provider about open sessions its notifications have not settled. */
export const RECONCILE_SWEEP_MS = 60_000;
/** A session is left to its notification this long before the sweep asks about it. */
export const RECONCILE_AFTER_MS = 60_000;
/** Sessions asked about per sweep at most, oldest first. */
const SWEEP_BATCH = 50;
/** A buyer's order is asked about at most this often, however often its page reads it. */
const ORDER_ASK_EVERY_MS = 5_000;
/** The page's read waits this long for the provider's answer, then answers with what the shop knows. */
const ORDER_ASK_DEADLINE_MS = 2_000;

/**
 * A payment whose notification never came (a node died mid-delivery, a balancer answered 503) is not
 * left to the provider's retries, which Stripe spaces out over three days (decision 066). The shop asks
 * the provider itself: when the buyer's payment page reads a pending order, and in a sweep of open
 * sessions every minute. A paid session goes through the same exactly-once path as its notification
 * (PaymentNotificationsService.applyPaid); an expired one is closed, so it is not asked about again. The sweep
 * then expires the pending orders nothing can pay any more (any provider, the simulated one too).
 */
@Injectable()
export class PaymentReconciliationService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('PaymentReconciliation');
  private readonly askedAt = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;

  constructor(
    private readonly orders: OrdersRepository,
    private readonly notifications: PaymentNotificationsService,
    private readonly clock: ClockService,
    private readonly metrics: MetricsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectProcessRole() private readonly role: ProcessRole,
  ) {}

  onModuleInit(): void {
    if (this.role !== 'web') return;
    this.timer = setInterval(() => void this.sweepOnce(), RECONCILE_SWEEP_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
  }

  /**
   * The order's open sessions, asked about (at most every few seconds per order, within a deadline):
   * true when one of them completed the order or was refunded. Never throws: the page answers anyway.
   */
  async reconcileOrder(orderId: string): Promise<boolean> {
    if (!this.provider.sessionOutcome) return false;
    const now = this.clock.now().getTime();
    if ((this.askedAt.get(orderId) ?? 0) > now - ORDER_ASK_EVERY_MS) return false;
    this.askedAt.set(orderId, now);
    if (this.askedAt.size > 10_000) this.askedAt.delete(this.askedAt.keys().next().value!);
    try {
      const payments = await this.orders.openProviderPayments(orderId, this.provider.name, new Date(0));
      const settled = await withinDeadline(
        Promise.all(payments.map((payment) => this.settle(payment))),
        ORDER_ASK_DEADLINE_MS,
        () => new Error(`the provider did not answer within ${ORDER_ASK_DEADLINE_MS} ms`),
      );
      return settled.some(Boolean);
    } catch (error) {
      this.logger.warn(`Could not ask the payment provider about order ${orderId}: ${errorMessage(error)}`);
      return false;
    }
  }

  /**
   * One sweep: the oldest open sessions left unsettled past RECONCILE_AFTER_MS are asked about, then the
   * pending orders nothing can pay any more are expired. Returns the sessions settled.
   */
  async sweep(): Promise<number> {
    const settled = await this.settleOverdue();
    const now = this.clock.now();
    const expired = await this.orders.expireUnpayable(now, new Date(now.getTime() - ORDER_LIMITS.paymentSessionMs));
    if (expired > 0) this.logger.log(`${expired} pending order(s) expired: no payment session of theirs can be paid any more`);
    return settled;
  }

  private async settleOverdue(): Promise<number> {
    if (!this.provider.sessionOutcome) return 0;
    const before = new Date(this.clock.now().getTime() - RECONCILE_AFTER_MS);
    let settled = 0;
    for (const payment of await this.orders.unsettledProviderPayments(this.provider.name, before, SWEEP_BATCH)) {
      try {
        if (await this.settle(payment)) settled += 1;
      } catch (error) {
        this.logger.warn(`Could not ask the payment provider about payment ${payment.id}: ${errorMessage(error)}`);
      }
    }
    return settled;
  }

  private sweepOnce(): void {
    if (this.sweeping) return;
    this.sweeping = this.sweep()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`The payment sweep failed: ${errorMessage(error)}`))
      .finally(() => (this.sweeping = undefined));
  }

  /** Asks about one session: paid → applied as its notification would be; expired → closed. True when applied. */
  private async settle(payment: PaymentEntity): Promise<boolean> {
    const outcome = await this.provider.sessionOutcome!(payment.providerRef!);
    if (outcome.state === 'expired') {
      await this.orders.closePayment(payment.id);
      return false;
    }
    if (outcome.state !== 'paid' || !(await this.notifications.applyPaid(outcome.paid))) return false;
    this.logger.log(
      `Payment ${payment.id} of order ${payment.orderId} was settled from the provider's own answer: its notification had not come`,
    );
    this.metrics.payments.inc({ provider: this.provider.name, outcome: 'reconciled' });
    return true;
  }
}
