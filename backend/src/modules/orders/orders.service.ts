import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ORDER_LIMITS, ORDER_MESSAGES, PAYMENT_CANCELLED_PARAM, type Order, type PaymentLinkResult } from '@tm/contracts/orders';
import { PAGES, pagePath } from '@tm/contracts/routes';
import { Clock } from '../../common/clock';
import { SignedTokens, TokenError } from '../../common/crypto/signed-tokens';
import { ApiError } from '../../common/http/api-error';
import { RETRY_AFTER_SECONDS } from '../../common/http/unavailable';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { PAYMENT_PROVIDER, PaymentProviderError, type PaymentProvider, type ProviderSessionState, type StartedPayment } from '../payments/payment-provider';
import { CartRepository } from '../cart/cart.repository';
import { uuidV7 } from '../catalog/uuid-v7';
import { CustomBuildOrders, isCustomBuildLine } from '../custom-build/custom-build-orders.service';
import { ItemUpdates } from '../downloads/item-updates.service';
import { loginKey, type UserEntity } from '../users/entities/user.entity';
import type { OrderEntity } from './entities/order.entity';
import { toOrderDto } from './order.dto';
import { DuplicatePurchases } from './duplicate-purchases.service';
import { OrderCompletion } from './order-completion.service';
import { OrdersRepository, type NewOrderItem } from './orders.repository';

export interface CreateOrderInput {
  customerEmail: string;
  customerName: string;
  totalAmount: number;
  templateIds: readonly string[];
  /** The custom build in the buyer's cart to order too (its stored summary's id). */
  customBuildId?: string;
}

export interface PaymentLinkInput {
  orderId: string;
  firstName: string;
  lastName: string;
  mobileNo: string;
}

/** A provider's session about to expire is not handed out again: the buyer would not have time to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

type ProviderTimer = <T>(call: () => Promise<T>) => Promise<T>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Orders (issue 5 §1): built from the buyer's cart with the database's prices, paid only through the
 * gateway's signed, single-use, expiring payment session, readable by their owner (and admins).
 */
@Injectable()
export class OrdersService {
  private readonly logger = new Logger('OrdersService');

  constructor(
    private readonly orders: OrdersRepository,
    private readonly cart: CartRepository,
    private readonly tokens: SignedTokens,
    private readonly clock: Clock,
    private readonly completion: OrderCompletion,
    private readonly duplicates: DuplicatePurchases,
    private readonly itemUpdates: ItemUpdates,
    private readonly customBuilds: CustomBuildOrders,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The order, or the one this Idempotency-Key made before (`replayed`). */
  async create(user: UserEntity, input: CreateOrderInput, idempotencyKey: string | undefined): Promise<{ order: Order; replayed: boolean }> {
    // The confirmation goes to the account's own address, never one the request names (decision 023).
    if (loginKey(input.customerEmail) !== loginKey(user.email)) throw new ApiError(400, ORDER_MESSAGES.accountEmailOnly);
    const templateIds = [...new Set(input.templateIds)].sort();
    // What was asked for, not what the cart holds now: a retry after payment (the cart emptied) still
    // finds its order, and a key reused for another request is told apart.
    const requestHash = createHash('sha256')
      .update(JSON.stringify([input.customerEmail, input.customerName, input.totalAmount, templateIds, ...(input.customBuildId ? [input.customBuildId.toLowerCase()] : [])]))
      .digest('hex');
    if (idempotencyKey !== undefined) {
      const earlier = await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
      if (earlier) return { order: await this.replay(earlier, requestHash), replayed: true };
    }

    // Side by side: the ownership check costs no extra wait.
    const [cartLines, alreadyOwned, customBuild] = await Promise.all([
      templateIds.length > 0 ? this.cart.lines(user.id) : Promise.resolve([]),
      this.orders.ownsAnyOf(user.id, templateIds),
      input.customBuildId ? this.customBuilds.orderLine(user.id, input.customBuildId) : Promise.resolve(null),
    ]);
    const lines = new Map(cartLines.map((line) => [line.id, line]));
    if (lines.size === 0 && !customBuild) throw new ApiError(400, ORDER_MESSAGES.cartEmpty);
    if (templateIds.some((id) => !lines.has(id))) throw new ApiError(409, ORDER_MESSAGES.notInCart);
    if (alreadyOwned) throw new ApiError(409, ORDER_MESSAGES.alreadyOwned);

    const items: NewOrderItem[] = templateIds.map((templateId) => {
      const line = lines.get(templateId)!;
      return {
        id: uuidV7(this.clock.now().getTime()),
        templateId,
        quantity: Number(line.cartQuantity),
        priceCents: Number(line.priceCents),
        templateName: line.name,
        templateSlug: line.slug,
        templateCategory: line.category,
        templateSubcategory: line.subcategory,
        templatePreviewImage: line.previewImage,
      };
    });
    // The custom build's line, at its stored summary's price.
    if (customBuild) items.push({ id: uuidV7(this.clock.now().getTime()), ...customBuild });
    const totalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    if (Math.round(input.totalAmount * 100) !== totalCents) throw new ApiError(409, ORDER_MESSAGES.priceChanged);

    const order = {
      id: uuidV7(this.clock.now().getTime()),
      userId: user.id,
      status: 'pending' as const,
      totalCents,
      customerEmail: user.email,
      customerName: input.customerName,
      customerPhone: null,
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
      createdAt: this.clock.now(),
    };
    try {
      await this.orders.insert(order, items);
    } catch (error) {
      // A concurrent submit with the same key won the unique index: answer its order.
      const winner = idempotencyKey === undefined ? null : await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
      if (winner) return { order: await this.replay(winner, requestHash), replayed: true };
      throw error;
    }
    // Answered from what was just written: reading it back would only cost two more round trips.
    return { order: toOrderDto({ ...order, completedAt: null, refundedAt: null, refundReason: null, refundRequestedAt: null, disputedAt: null }, items.map((item) => ({ ...item, orderId: order.id, refundedAt: null }))), replayed: false };
  }

  /**
   * Checks the checkout fields' order and opens a payment session with the provider: the link the buyer
   * follows to pay (our simulated gateway, or the provider's checkout page; decision 042).
   */
  async paymentLink(user: UserEntity, input: PaymentLinkInput): Promise<{ result: PaymentLinkResult; providerMs: number }> {
    const now = this.clock.now();
    // A pending order resumed later may hold a template bought meanwhile, or being paid in another order.
    const [order, ownedElsewhere] = await Promise.all([this.ownOrder(user, input.orderId, false), this.orders.ownsItemOf(user.id, input.orderId.toLowerCase())]);
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
    await this.orders.insertPayment({ id: paymentId, orderId: order.id, amountCents: order.totalCents, status: 'open', createdAt: now, expiresAt: new Date(now.getTime() + ORDER_LIMITS.paymentSessionMs), provider: this.provider.name });
    const items = await this.orders.items(order.id);
    const url = (path: string) => new URL(path, this.config.publicUrl).toString();
    let started: StartedPayment;
    try {
      started = await timed(() =>
        this.provider.start({
          orderId: order.id,
          paymentId,
          amountCents: order.totalCents,
          lines: items.map((item) => ({ name: item.templateName, unitAmountCents: item.priceCents, quantity: item.quantity })),
          customerEmail: user.email,
          successUrl: url(pagePath('paymentProcessing', { orderId: order.id })),
          cancelUrl: url(`${PAGES.checkout}?${PAYMENT_CANCELLED_PARAM}=1`),
        }),
      );
    } catch (error) {
      await this.orders.closePayment(paymentId);
      if (error instanceof PaymentProviderError) {
        this.logger.warn(`Payment start of order ${order.id} failed: ${error.message}`);
        throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
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
        try {
          closed = await timed(() => this.provider.closeSession(payment.providerRef!));
        } catch (error) {
          if (error instanceof PaymentProviderError) throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
          throw error;
        }
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
      let state: ProviderSessionState;
      try {
        state = await timed(() => this.provider.sessionState(payment.providerRef!));
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
        throw error;
      }
      if (state.state === 'open') return state.url;
      // Paid, its confirmation on the way: the gateway page waits for it.
      if (state.state === 'complete') return pagePath('paymentProcessing', { orderId });
      await this.orders.closePayment(payment.id);
    }
    return null;
  }

  /**
   * The simulated gateway's confirmation. Only a valid, unexpired, unused session of this order and
   * amount completes it, exactly once; anything else is refused and leaves the order as it was. With a
   * payment provider, only its signed notification completes an order (PaymentNotifications).
   */
  async complete(user: UserEntity, orderId: string, session: string): Promise<Order> {
    const order = await this.ownOrder(user, orderId, false);
    if (this.provider.name !== 'simulated') throw new ApiError(400, ORDER_MESSAGES.invalidPaymentSession);
    let claims: Record<string, unknown>;
    try {
      claims = this.tokens.verify('payment-session', session);
    } catch (error) {
      if (error instanceof TokenError && error.reason === 'expired') throw new ApiError(410, ORDER_MESSAGES.expiredPaymentSession);
      throw new ApiError(400, ORDER_MESSAGES.invalidPaymentSession);
    }
    // The claims are the server's own signature over payment, order and amount: no lookup needed to
    // trust them. Whether that payment is still open, and the order still pending, the completion
    // itself decides, atomically (a used session: 409 below).
    if (typeof claims.p !== 'string' || claims.o !== order.id || claims.a !== order.totalCents) {
      throw new ApiError(400, ORDER_MESSAGES.invalidPaymentSession);
    }

    // Cancelling closed its sessions; said here, where it costs nothing, rather than as a used session.
    if (order.status === 'cancelled') throw new ApiError(409, ORDER_MESSAGES.orderCancelled);

    // The caller is the order's owner (ownOrder): the confirmation goes to their account's email.
    const { refusal, completedAt, items } = await this.completion.complete(order, { id: claims.p, providerPaymentId: null }, user.email);
    if (refusal === 'payment-used') throw new ApiError(409, ORDER_MESSAGES.usedPaymentSession);
    if (refusal === 'order-not-pending') throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    const completed = { ...order, status: 'completed' as const, completedAt };
    await this.duplicates.refund(completed, { id: claims.p, provider: 'simulated', providerPaymentId: null }, user.email);
    return toOrderDto(completed, items);
  }

  /**
   * The dashboard's Cancel: a pending order of the caller's becomes cancelled and its open payment
   * sessions closed, so a gateway link handed out before can no longer pay it (409).
   */
  async cancel(user: UserEntity, orderId: string): Promise<Order> {
    const order = await this.ownOrder(user, orderId, false);
    if (order.status !== 'pending') throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    await this.closeProviderSessions(order.id);
    if ((await this.orders.cancel(order.id)) === 'order-not-pending') {
      throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    }
    return toOrderDto({ ...order, status: 'cancelled' }, await this.orders.items(order.id));
  }

  /**
   * A cancelled order's checkout pages at the provider stop taking payment. One paid in the same moment
   * is refunded when its notification finds the order cancelled (PaymentNotifications).
   */
  private async closeProviderSessions(orderId: string): Promise<void> {
    if (this.provider.name === 'simulated') return;
    for (const payment of await this.orders.openProviderPayments(orderId, this.provider.name, this.clock.now())) {
      try {
        // One paid in this same moment is refunded when its notification finds the order cancelled.
        await this.provider.closeSession(payment.providerRef!);
      } catch (error) {
        if (error instanceof PaymentProviderError) throw new ApiError(503, ORDER_MESSAGES.providerUnavailable, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
        throw error;
      }
    }
  }

  /** GET /api/orders/:id: the owner's or, for admins, anyone's. */
  async get(user: UserEntity, orderId: string): Promise<Order> {
    const order = await this.ownOrder(user, orderId, true);
    const items = await this.orders.items(order.id);
    const [dto] = await this.withDeliveries([toOrderDto(order, items)], [{ order, items }]);
    return dto!;
  }

  /** GET /api/orders/:id/items: completed orders only. */
  async items(user: UserEntity, orderId: string): Promise<Order['items']> {
    const order = await this.ownOrder(user, orderId, true);
    if (order.status !== 'completed') throw new ApiError(409, ORDER_MESSAGES.orderNotCompleted);
    return toOrderDto(order, await this.orders.items(order.id)).items;
  }

  /** The buyer's orders, newest first; items of completed orders say whether an update is available. */
  async ordersOf(userId: string): Promise<Order[]> {
    const orders = await this.orders.ordersOf(userId);
    const owned = orders
      .filter(({ order }) => order.status === 'completed')
      .flatMap(({ order, items }) => items.map((item) => ({ orderId: order.id, itemId: item.id, templateId: item.templateId })));
    const updated = await this.itemUpdates.updatedSinceDownload(userId, owned);
    const dtos = orders.map(({ order, items }) => {
      const dto = toOrderDto(order, items);
      if (order.status !== 'completed') return dto;
      return { ...dto, items: dto.items.map((item) => ({ ...item, updateAvailable: updated.has(item.id) })) };
    });
    return this.withDeliveries(dtos, orders);
  }

  /** Completed orders' custom builds say how their delivery stands (dashboard: In progress, Ready). */
  private async withDeliveries(dtos: Order[], orders: ReadonlyArray<{ order: OrderEntity; items: ReadonlyArray<{ templateSlug: string }> }>): Promise<Order[]> {
    const paid = orders.filter(({ order, items }) => order.status === 'completed' && items.some(isCustomBuildLine)).map(({ order }) => order.id);
    if (paid.length === 0) return dtos;
    const deliveries = await this.customBuilds.deliveries(paid);
    return dtos.map((dto) => ({ ...dto, items: dto.items.map((item) => (deliveries.has(item.id) ? { ...item, delivery: deliveries.get(item.id)! } : item)) }));
  }

  ownedTemplateIds(userId: string): Promise<string[]> {
    return this.orders.ownedTemplateIds(userId);
  }

  private async replay(order: OrderEntity, requestHash: string): Promise<Order> {
    if (order.requestHash !== requestHash) throw new ApiError(409, ORDER_MESSAGES.idempotencyReused);
    return toOrderDto(order, await this.orders.items(order.id));
  }

  /** The order if the user owns it (or may read any, as an admin); 404 otherwise, never 403: ids are not probed. */
  private async ownOrder(user: UserEntity, orderId: string, adminMayRead: boolean): Promise<OrderEntity> {
    const order = UUID.test(orderId) ? await this.orders.findById(orderId.toLowerCase()) : null;
    if (!order || (order.userId !== user.id && !(adminMayRead && user.isAdmin))) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
    return order;
  }
}
