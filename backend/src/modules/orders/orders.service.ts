import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { consentMissingMessage, requiredConsents, type ConsentKey } from '@tm/contracts/legal-texts';
import { ORDER_MESSAGES } from '@tm/contracts/orders';
import type { Order, OwnedTemplates } from '@tm/contracts/orders.schemas';
import { ClockService } from '../../common/clock';
import { SignedTokensService, TokenError } from '../../common/crypto/signed-tokens';
import { ApiError } from '../../common/http/api-error';
import { isUniqueViolation } from '../../database/unique-violation';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../infrastructure/payments';
import { CartRepository } from '../cart';
import { licencePriceCentsAt } from '../catalog';
import { PurchaseCodesRepository } from '../licences';
import { ShopSettingsService } from '../shop-settings';
import { PURCHASE_CODE_MESSAGES } from '@tm/contracts/licences';
import { uuidV7 } from '../../database/uuid-v7';
import { CustomBuildOrdersService, isCustomBuildLine } from '../custom-build';
import { DiscountsService, type ReservationRefusal } from '../discounts';
import { DISCOUNT_MESSAGES, normalizeDiscountCode } from '@tm/contracts/discounts';
import { ItemUpdatesService } from '../downloads';
import { InvoicesService } from '../invoices';
import { loginKey, type UserEntity } from '../users/entities/user.entity';
import type { OrderEntity } from '../order-records/entities/order.entity';
import { newOrderId, orderNumberOf, ORDER_NUMBER_TRIES } from './order-ids';
import { toOrderDto } from './order.dto';
import { DuplicatePurchasesService } from './duplicate-purchases.service';
import { OrderCompletionService } from './order-completion.service';
import { consentRecordOf } from './order-consent';
import { untaxedPayment } from './paid-facts';
import { LINE_NOT_YET_TAXED, NOT_YET_PAID, OrdersRepository, type NewOrderItem } from './orders.repository';
import { ownOrder } from './own-order';
import { PaymentReconciliationService } from './payment-reconciliation.service';
import { PaymentSessionsService } from './payment-sessions.service';

export interface CreateOrderInput {
  customerEmail: string;
  customerName: string;
  totalAmount: number;
  templateIds: readonly string[];
  /** The custom build in the buyer's cart to order too (its stored summary's id). */
  customBuildId?: string;
  /** The checkout's boxes as ticked (decision 082). */
  consent: Readonly<Record<ConsentKey, boolean>>;
  /** The discount code applied in the cart (decision 090); `totalAmount` is then the total after it. */
  discountCode?: string;
  /** The caller's address: the code's throttle counts unknown codes per address too. */
  ip?: string;
}

/**
 * Orders (decision 017): built from the buyer's cart with the database's prices, paid only through the
 * gateway's signed, single-use, expiring payment session, readable by their owner (and admins).
 */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly cart: CartRepository,
    private readonly tokens: SignedTokensService,
    private readonly clock: ClockService,
    private readonly completion: OrderCompletionService,
    private readonly duplicates: DuplicatePurchasesService,
    private readonly itemUpdates: ItemUpdatesService,
    private readonly customBuilds: CustomBuildOrdersService,
    private readonly sessions: PaymentSessionsService,
    private readonly reconciliation: PaymentReconciliationService,
    private readonly invoices: InvoicesService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly discounts: DiscountsService,
    private readonly codes: PurchaseCodesRepository,
    private readonly shop: ShopSettingsService,
  ) {}

  /** The order, or the one this Idempotency-Key made before (`replayed`). */
  async create(
    user: UserEntity,
    input: CreateOrderInput,
    idempotencyKey: string | undefined,
  ): Promise<{ order: Order; replayed: boolean }> {
    // The confirmation goes to the account's own address, never one the request names (decision 023).
    if (loginKey(input.customerEmail) !== loginKey(user.email)) throw new ApiError(400, ORDER_MESSAGES.accountEmailOnly);
    const templateIds = [...new Set(input.templateIds)].sort();
    // The order call's validation refused these already; said again where the order is made (decision 082).
    const contents = { templates: templateIds.length > 0, customBuild: input.customBuildId !== undefined };
    const missing = requiredConsents(contents).filter((key) => !input.consent[key]);
    if (missing.length > 0) throw new ApiError(400, consentMissingMessage(missing));
    // What was asked for, not what the cart holds now: a retry after payment (the cart emptied) still
    // finds its order, and a key reused for another request is told apart.
    const requestHash = createHash('sha256')
      .update(
        JSON.stringify([
          input.customerEmail,
          input.customerName,
          input.totalAmount,
          templateIds,
          ...(input.customBuildId ? [input.customBuildId.toLowerCase()] : []),
          ...(input.discountCode ? [{ discountCode: normalizeDiscountCode(input.discountCode) }] : []),
        ]),
      )
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
    // An Extended line of an owned template upgrades the buyer's Regular licences (decision 091); any other
    // line of an owned template is refused as before (decision 042).
    const upgrades = new Set(templateIds.filter((id) => lines.get(id)!.cartLicence === 'extended' && Number(lines.get(id)!.cartOwned) > 0));
    if (alreadyOwned && templateIds.some((id) => !upgrades.has(id) && Number(lines.get(id)!.cartOwned) > 0))
      throw new ApiError(409, ORDER_MESSAGES.alreadyOwned);
    for (const id of upgrades) {
      const held = await this.codes.held(user.id, id);
      if (held.regular === 0) throw new ApiError(409, PURCHASE_CODE_MESSAGES.ownsExtended);
      if (Number(lines.get(id)!.cartQuantity) > held.regular) throw new ApiError(409, PURCHASE_CODE_MESSAGES.upgradeQuantity(held.regular));
    }
    const multiple = templateIds.length > 0 ? (await this.shop.identity()).extendedLicenceMultiple : 0;
    // The owner took a template back to draft after it went into the cart (decision 076).
    if (templateIds.some((id) => lines.get(id)!.status === 'draft')) throw new ApiError(409, ORDER_MESSAGES.noLongerForSale);

    const placedAt = this.clock.now();
    const items: NewOrderItem[] = templateIds.map((templateId) => {
      const line = lines.get(templateId)!;
      const licence = line.cartLicence === 'extended' ? ('extended' as const) : ('regular' as const);
      return {
        id: uuidV7(this.clock.now().getTime()),
        templateId,
        quantity: Number(line.cartQuantity),
        // The server's price at Place Order for the line's licence: a running sale's, else the price (decisions 076, 091).
        priceCents: licencePriceCentsAt(line, licence, upgrades.has(templateId), multiple, placedAt),
        licence,
        licenceUpgrade: upgrades.has(templateId),
        templateName: line.name,
        templateSlug: line.slug,
        templateCategory: line.category,
        templateSubcategory: line.subcategory,
        templatePreviewImage: line.previewImage,
      };
    });
    // The custom build's line, at its stored summary's price.
    if (customBuild) items.push({ id: uuidV7(this.clock.now().getTime()), licence: 'regular', licenceUpgrade: false, ...customBuild });
    const totalCents = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    // A code is checked again here, on the order's own lines, and shared over them (decision 090).
    const discount = input.discountCode
      ? await this.discounts.price(
          user,
          input.ip ?? 'unknown',
          input.discountCode,
          items.map((item) => ({
            key: item.id,
            templateId: isCustomBuildLine(item) ? null : item.templateId,
            category: isCustomBuildLine(item) ? null : item.templateCategory,
            amountCents: item.priceCents * item.quantity,
          })),
        )
      : null;
    for (const item of items) item.discountCents = discount?.shares.get(item.id) ?? 0;
    const discountCents = discount?.totalCents ?? 0;
    if (Math.round(input.totalAmount * 100) !== totalCents - discountCents)
      throw new ApiError(409, discount ? DISCOUNT_MESSAGES.changed : ORDER_MESSAGES.priceChanged);

    // The same cart placed again (back from the provider's page by its Cancel, or a second tab) goes on
    // with the buyer's open order of it rather than leaving another pending one behind (decision 066).
    const like = await this.orders.pendingOrderLike(user.id, items, totalCents);
    // With the same code only (decision 090): that order already holds its use.
    const open = like && (like.discountCodeId ?? null) === (discount?.code.id ?? null) ? like : null;
    const consent = consentRecordOf(contents, placedAt);
    if (open) {
      if (open.customerName !== input.customerName)
        await this.orders.updateCustomer(open.id, { customerName: input.customerName, customerPhone: open.customerPhone });
      // The boxes were ticked again for this Place Order, and the payment follows it: its consent is the one kept.
      await this.orders.recordConsent(open.id, consent);
      return {
        order: toOrderDto({ ...open, customerName: input.customerName, ...consent }, await this.orders.items(open.id)),
        replayed: true,
      };
    }

    const order = {
      id: newOrderId(),
      userId: user.id,
      status: 'pending' as const,
      totalCents,
      customerEmail: user.email,
      customerName: input.customerName,
      customerPhone: null,
      idempotencyKey: idempotencyKey ?? null,
      requestHash,
      createdAt: this.clock.now(),
      // Paid through the shop's provider: its payment sessions write nothing more to the order (decision 088).
      provider: this.provider.name,
      ...consent,
      discountCodeId: discount?.code.id ?? null,
      discountCode: discount?.code.code ?? null,
      codeDiscountCents: discountCents,
    };
    // The code's limits, checked again under its row lock in the order's own batch (decision 090).
    const reservation = discount ? this.discounts.reservationSteps(discount.code, user.id) : [];
    for (let tries = 1; ; tries += 1) {
      try {
        const refusal = await this.orders.insert(order, items, reservation);
        if (refusal) throw DiscountsService.refusalError(refusal as ReservationRefusal);
        break;
      } catch (error) {
        // A concurrent submit with the same key won the unique index: answer its order.
        const winner = idempotencyKey === undefined ? null : await this.orders.findByIdempotencyKey(user.id, idempotencyKey);
        if (winner) return { order: await this.replay(winner, requestHash), replayed: true };
        // Otherwise another order holds this number (decision 052): the same order under a new id.
        if (!isUniqueViolation(error) || tries >= ORDER_NUMBER_TRIES) throw error;
        order.id = newOrderId();
      }
    }
    // Answered from what was just written: reading it back would only cost two more round trips.
    return {
      order: toOrderDto(
        {
          ...order,
          orderNumber: orderNumberOf(order.id),
          completedAt: null,
          refundedAt: null,
          refundReason: null,
          refundRequestedAt: null,
          disputedAt: null,
          ...NOT_YET_PAID,
        },
        items.map((item) => ({
          ...item,
          discountCents: item.discountCents ?? 0,
          orderId: order.id,
          refundedAt: null,
          ...LINE_NOT_YET_TAXED,
        })),
      ),
      replayed: false,
    };
  }

  /**
   * The simulated gateway's confirmation. Only a valid, unexpired, unused session of this order and
   * amount completes it, exactly once; anything else is refused and leaves the order as it was. With a
   * payment provider, only its signed notification completes an order (PaymentNotificationsService).
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
    const { refusal, completedAt, items } = await this.completion.complete(
      order,
      { id: claims.p, providerPaymentId: null },
      user.email,
      untaxedPayment(order),
    );
    // A retry of a completion whose answer was lost: this very session paid the order, so it answers as the first did.
    if (refusal !== null && (await this.orders.succeededPayment(order.id))?.id === claims.p) return this.get(user, order.id);
    if (refusal === 'payment-used') throw new ApiError(409, ORDER_MESSAGES.usedPaymentSession);
    if (refusal === 'order-not-pending') throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    const { lineTaxes: _lines, ...paid } = untaxedPayment(order);
    const completed = { ...order, ...paid, status: 'completed' as const, completedAt };
    await this.duplicates.refund(completed, { id: claims.p, provider: 'simulated', providerPaymentId: null }, user.email);
    return toOrderDto(completed, items, (await this.invoices.documentsOf([order.id])).get(order.id));
  }

  /**
   * The dashboard's Cancel: a pending order of the caller's becomes cancelled and its open payment
   * sessions closed, so a gateway link handed out before can no longer pay it (409).
   */
  async cancel(user: UserEntity, orderId: string): Promise<Order> {
    const order = await this.ownOrder(user, orderId, false);
    if (order.status !== 'pending') throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    await this.sessions.closeOrderSessions(order.id);
    if ((await this.orders.cancel(order.id)) === 'order-not-pending') {
      throw new ApiError(409, ORDER_MESSAGES.orderNotPending);
    }
    return toOrderDto({ ...order, status: 'cancelled' }, await this.orders.items(order.id));
  }

  /**
   * GET /api/orders/:id: the owner's or, for admins, anyone's. The buyer's payment page reads its
   * pending order every second: the provider is asked whether it was paid meanwhile, in case its
   * notification was lost (decision 066).
   */
  async get(user: UserEntity, orderId: string): Promise<Order> {
    let order = await this.ownOrder(user, orderId, true);
    if (order.status === 'pending' && order.userId === user.id && (await this.reconciliation.reconcileOrder(order.id))) {
      order = await this.ownOrder(user, orderId, true);
    }
    // An order never paid has no invoice: the payment page's reads of a pending order skip the look-up.
    const [items, documents] = await Promise.all([
      this.orders.items(order.id),
      order.completedAt === null ? undefined : this.invoices.documentsOf([order.id]),
    ]);
    const [dto] = await this.withPurchaseCodes(
      await this.withDeliveries([toOrderDto(order, items, documents?.get(order.id))], [{ order, items }]),
    );
    // The payment page says at once that a late payment was refunded, rather than wait for a completion that cannot come.
    return order.status === 'completed' || !(await this.orders.hasRefundedUnusablePayment(order.id))
      ? dto!
      : { ...dto!, paymentRefunded: true };
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
    const [updated, documents] = await Promise.all([
      this.itemUpdates.updatedSinceDownload(userId, owned),
      this.invoices.documentsOf(orders.filter(({ order }) => order.completedAt !== null).map(({ order }) => order.id)),
    ]);
    const dtos = orders.map(({ order, items }) => {
      const dto = toOrderDto(order, items, documents.get(order.id));
      if (order.status !== 'completed') return dto;
      return { ...dto, items: dto.items.map((item) => ({ ...item, updateAvailable: updated.has(item.id) })) };
    });
    return this.withPurchaseCodes(await this.withDeliveries(dtos, orders));
  }

  /**
   * Each template line of a paid order lists its purchase codes (decision 091): the codes it made, or for
   * an upgrade the Regular codes it made Extended.
   */
  private async withPurchaseCodes(dtos: Order[]): Promise<Order[]> {
    const paid = dtos.filter((dto) => dto.completedAt !== null).map((dto) => dto.id);
    if (paid.length === 0) return dtos;
    const byItem = new Map<string, NonNullable<Order['items'][number]['purchaseCodes']>>();
    for (const code of await this.codes.ofOrders(paid)) {
      for (const id of new Set([code.orderItemId, code.upgradeOrderItemId ?? code.orderItemId])) {
        const list = byItem.get(id) ?? [];
        list.push({ code: code.code, licence: code.licence, upgradedAt: code.upgradedAt ? code.upgradedAt.toISOString() : null });
        byItem.set(id, list);
      }
    }
    return dtos.map((dto) =>
      dto.completedAt === null
        ? dto
        : { ...dto, items: dto.items.map((item) => (byItem.has(item.id) ? { ...item, purchaseCodes: byItem.get(item.id)! } : item)) },
    );
  }

  /** Completed orders' custom builds say how their delivery stands (dashboard: In progress, Ready). */
  private async withDeliveries(
    dtos: Order[],
    orders: ReadonlyArray<{ order: OrderEntity; items: ReadonlyArray<{ templateSlug: string }> }>,
  ): Promise<Order[]> {
    const paid = orders
      .filter(({ order, items }) => order.status === 'completed' && items.some(isCustomBuildLine))
      .map(({ order }) => order.id);
    if (paid.length === 0) return dtos;
    const deliveries = await this.customBuilds.deliveries(paid);
    return dtos.map((dto) => ({
      ...dto,
      items: dto.items.map((item) => (deliveries.has(item.id) ? { ...item, delivery: deliveries.get(item.id)! } : item)),
    }));
  }

  /**
   * What the user owns ('You own this'), with the order item each template downloads through: the
   * newest purchase of it, as the dashboard's library downloads it.
   */
  async ownedTemplates(userId: string): Promise<OwnedTemplates> {
    const newest = new Map<string, OwnedTemplates['downloads'][number]>();
    for (const row of await this.orders.ownedDownloads(userId)) {
      if (!newest.has(row.templateId))
        newest.set(row.templateId, { templateId: row.templateId, orderId: row.orderId, orderItemId: row.orderItemId });
    }
    const downloads = [...newest.values()].sort((a, b) => (a.templateId < b.templateId ? -1 : a.templateId > b.templateId ? 1 : 0));
    const regularLicences = downloads.length > 0 ? await this.codes.regularCounts(userId) : {};
    return { templateIds: downloads.map((download) => download.templateId), downloads, regularLicences };
  }

  private async replay(order: OrderEntity, requestHash: string): Promise<Order> {
    if (order.requestHash !== requestHash) throw new ApiError(409, ORDER_MESSAGES.idempotencyReused);
    return toOrderDto(order, await this.orders.items(order.id));
  }

  private ownOrder(user: UserEntity, orderId: string, adminMayRead: boolean): Promise<OrderEntity> {
    return ownOrder(this.orders, user, orderId, adminMayRead);
  }
}
