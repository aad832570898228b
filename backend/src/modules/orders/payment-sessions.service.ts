import { Inject, Injectable, Logger } from '@nestjs/common';
import { lineLicenceLabel } from '@tm/contracts/licences';
import { ORDER_LIMITS, ORDER_MESSAGES, PAYMENT_CANCELLED_PARAM } from '@tm/contracts/orders';
import type { PaymentLinkResult } from '@tm/contracts/orders.schemas';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { ClockService } from '../../common/clock';
import { errorMessage } from '../../common/errors';
import { ApiError } from '../../common/http/api-error';
import { RETRY_AFTER_SECONDS } from '../../common/http/unavailable';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { uuidV7 } from '../../database/uuid-v7';
import {
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentProvider,
  type StartedPayment,
  type TaxBehavior,
} from '../../infrastructure/payments';
import { isCustomBuildLine } from '../custom-build';
import { ShopSettingsService } from '../shop-settings';
import type { UserEntity } from '../users/entities/user.entity';
import { ownOrder } from './own-order';
import { OrdersRepository } from './orders.repository';

export interface PaymentLinkInput {
  orderId: string;
  firstName: string;
  lastName: string;
  mobileNo: string;
}

/** A provider's session about to expire is not handed out again: the buyer would not have time to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

type ProviderTimer = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * Payment sessions of pending orders with the configured provider (decisions 017, 042): opened by the
 * checkout and Resume payment, reused while open, closed when another order of the same template is paid
 * for or the order is cancelled. One order never has two sessions that could both be paid.
 */
@Injectable()
export class PaymentSessionsService {
  private readonly logger = new Logger('PaymentSessions');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly clock: ClockService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() private readonly config: AppConfig,
    private readonly shop: ShopSettingsService,
  ) {}

  /** With Stripe Tax on, the shop's prices are sent as it set them: tax added, or included (decision 081). */
  private async taxBehavior(): Promise<TaxBehavior | null> {
    const { payments } = this.config;
    if (payments.provider !== 'stripe' || payments.tax !== 'stripe') return null;
    return (await this.shop.identity()).taxBehavior;
  }

  /**
   * Checks the checkout fields' order and opens a payment session with the provider: the link the buyer
   * follows to pay (our simulated gateway, or the provider's checkout page; decision 042).
   */
  async open(user: UserEntity, input: PaymentLinkInput): Promise<{ result: PaymentLinkResult; providerMs: number }> {
    const now = this.clock.now();
    // A pending order resumed later may hold a template bought meanwhile, or being paid in another order.
    const [order, ownedElsewhere] = await Promise.all([
      ownOrder(this.orders, user, input.orderId, false),
      this.orders.ownsItemOf(user.id, input.orderId.toLowerCase()),
    ]);
    if (order.status === 'cancelled') throw new ApiError(409, ORDER_MESSAGES.orderCancelled);
    if (order.status !== 'pending') throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    if (ownedElsewhere) throw new ApiError(409, ORDER_MESSAGES.alreadyOwned);
    // Time spent waiting for the provider, reported apart from the shop's own (Server-Timing).
    let providerMs = 0;
    const timed = async <T>(call: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await call();
      } finally {
        providerMs += performance.now() - started;
      }
    };
    await this.closeCompetingSessions(user.id, order.id, now, timed);
    const customerName = `${input.firstName} ${input.lastName}`;
    await this.orders.updateCustomer(order.id, { customerName, customerPhone: input.mobileNo });

    const resumed = await this.openSession(order.id, now, timed);
    if (resumed) return { result: { paymentLink: resumed }, providerMs };

    const paymentId = uuidV7(now.getTime());
    // The row comes first: a provider's session always has our row to complete, even if its answer is lost.
    await this.orders.insertPayment(
      {
        id: paymentId,
        orderId: order.id,
        amountCents: order.totalCents,
        status: 'open',
        createdAt: now,
        expiresAt: new Date(now.getTime() + ORDER_LIMITS.paymentSessionMs),
        provider: this.provider.name,
      },
      order.provider,
    );
    const [items, tax] = await Promise.all([this.orders.items(order.id), this.taxBehavior()]);
    const url = (path: string) => new URL(path, this.config.publicUrl).toString();
    let started: StartedPayment;
    try {
      started = await this.ask(
        () =>
          this.provider.start({
            orderId: order.id,
            paymentId,
            amountCents: order.totalCents,
            lines: items.map((item) => ({
              // Stripe's page and receipt name the licence as the invoice does (decision 091).
              name: isCustomBuildLine(item)
                ? item.templateName
                : `${item.templateName} — ${lineLicenceLabel(item.licence, item.licenceUpgrade)}`,
              unitAmountCents: item.priceCents,
              quantity: item.quantity,
              kind: isCustomBuildLine(item) ? ('service' as const) : ('download' as const),
            })),
            customerEmail: user.email,
            tax,
            discount: order.discountCode ? { code: order.discountCode, amountCents: Number(order.codeDiscountCents) } : null,
            successUrl: url(pagePath('paymentProcessing', { orderId: order.id })),
            cancelUrl: url(`${PAGES.checkout}?${PAYMENT_CANCELLED_PARAM}=1`),
          }),
        timed,
      );
    } catch (error) {
      // No session was made: this row will never be paid.
      await this.orders.closePayment(paymentId);
      throw error;
    }
    // The simulated session lives in its signed token alone.
    if (started.providerRef !== null) await this.orders.setProviderSession(paymentId, started.providerRef, started.expiresAt);
    return { result: { paymentLink: started.redirectUrl }, providerMs };
  }

  /**
   * The newest checkout wins (decision 042): another pending order of the buyer's holding one of these
   * templates has its open sessions closed, so the two can never both be paid. A buyer who left the
   * provider's page by Back and ordered again is not stopped; one whose other session was paid already
   * (its confirmation on the way) is refused, with a clear message.
   */
  private async closeCompetingSessions(userId: string, orderId: string, now: Date, timed: ProviderTimer): Promise<void> {
    for (const payment of await this.orders.openPaymentsSharingTemplates(userId, orderId, now)) {
      let closed: 'closed' | 'complete' = 'closed';
      if (payment.providerRef !== null && payment.provider === this.provider.name) {
        closed = await this.ask(() => this.provider.closeSession(payment.providerRef!), timed);
      }
      if (closed === 'complete') throw new ApiError(409, ORDER_MESSAGES.pendingElsewhere);
      await this.orders.closePayment(payment.id);
    }
  }

  /**
   * A provider's session of this order that can still be paid: Resume payment (or a second click) goes
   * back to it rather than opening another that could be paid too.
   */
  private async openSession(orderId: string, now: Date, timed: ProviderTimer): Promise<string | null> {
    if (this.provider.name === 'simulated') return null;
    for (const payment of await this.orders.openProviderPayments(orderId, this.provider.name, new Date(now.getTime() + REUSE_MARGIN_MS))) {
      const state = await this.ask(() => this.provider.sessionState(payment.providerRef!), timed);
      if (state.state === 'open') return state.url;
      // Paid, its confirmation on the way: the gateway page waits for it.
      if (state.state === 'complete') return pagePath('paymentProcessing', { orderId });
      await this.orders.closePayment(payment.id);
    }
    return null;
  }

  /**
   * A cancelled order's checkout pages at the provider stop taking payment. One paid in the same moment
   * is refunded when its notification finds the order cancelled (PaymentNotificationsService).
   */
  /**
   * Before an account is deleted (decision 086): the open provider sessions of every pending order of the
   * user are expired at the provider, so none can still be paid. A provider that does not answer is
   * logged, not waited for: a payment that still comes is refunded as a late payment (decision 066).
   */
  async closeSessionsOfUser(userId: string): Promise<void> {
    if (this.provider.name === 'simulated') return;
    for (const orderId of await this.orders.pendingOrderIdsOf(userId)) {
      try {
        await this.closeOrderSessions(orderId);
      } catch (error) {
        this.logger.warn(`The provider sessions of order ${orderId} were not expired: ${errorMessage(error)}`);
      }
    }
  }

  async closeOrderSessions(orderId: string): Promise<void> {
    if (this.provider.name === 'simulated') return;
    for (const payment of await this.orders.openProviderPayments(orderId, this.provider.name, this.clock.now())) {
      await this.ask(() => this.provider.closeSession(payment.providerRef!));
    }
  }

  /** A call to the provider, timed when asked; its failure is a 503 to try again shortly, never a 500. */
  private async ask<T>(call: () => Promise<T>, timed: ProviderTimer = (run) => run()): Promise<T> {
    try {
      return await timed(call);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      this.logger.warn(`The payment provider failed: ${error.message}`);
      throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
  }
}
