import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { CUSTOM_BUILD_SLUG } from '@tm/contracts/orders';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { addSalesSteps } from '../catalog';
import { DiscountsRepository } from '../discounts';
import { completionRevenueSteps } from '../revenue';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';
import { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { orderNumberOf } from './order-ids';
import type { PaidFacts } from './paid-facts';
import { OrderEntity } from '../order-records/entities/order.entity';
import { PaymentEntity, type PaymentProviderName } from '../order-records/entities/payment.entity';

/** What the payment provider reports when the order is paid (decision 081): a new order has none of it yet. */
export const NOT_YET_PAID = {
  paidCents: null,
  taxCents: 0,
  discountCents: 0,
  currency: null,
  taxBehavior: null,
  buyerCountry: null,
  buyerTaxId: null,
  reverseCharge: false,
} as const satisfies Partial<OrderEntity>;
export const LINE_NOT_YET_TAXED = { taxCents: 0, taxRateBps: null } as const satisfies Partial<OrderItemEntity>;

export type NewOrder = Omit<
  OrderEntity,
  | 'items'
  | 'user'
  | 'orderNumber'
  | 'completedAt'
  | 'refundedAt'
  | 'refundReason'
  | 'refundRequestedAt'
  | 'disputedAt'
  | keyof typeof NOT_YET_PAID
>;
/** A line's discount-code share is set once the code is priced over all lines (decision 090); 0 without one. */
export type NewOrderItem = Omit<OrderItemEntity, 'order' | 'orderId' | 'refundedAt' | 'discountCents' | keyof typeof LINE_NOT_YET_TAXED> & {
  discountCents?: number;
};

/** What an order keeps of the boxes ticked at checkout (decision 082). */
export type OrderConsentRecord = Pick<OrderEntity, 'termsVersion' | 'immediateDeliveryVersion' | 'serviceStartVersion' | 'consentedAt'>;

/** Why a completion did not happen (the payment session was used, or the order was not pending). */
export type CompletionRefusal = 'payment-used' | 'order-not-pending';

/** Orders SQL. Writes that must hold together run through runAtomically. */
@Injectable()
export class OrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A datetime parameter as each driver wants it (sqlDate). */
  private dateParam(value: Date): Date | string {
    return sqlDate(dialectOf(this.dataSource), value);
  }

  /**
   * The order and its items; its number (orderNumberOf its id) is refused by a unique index when taken.
   * `first` runs before them in the same batch: a discount code's reservation (decision 090), whose
   * refusal is returned (null: inserted).
   */
  async insert(order: NewOrder, items: readonly NewOrderItem[], first: readonly Step[] = []): Promise<string | null> {
    const steps: Step[] = [
      ...first,
      {
        sql: `INSERT INTO orders (id, orderNumber, userId, status, totalCents, customerEmail, customerName, customerPhone, idempotencyKey, requestHash, createdAt, completedAt,
            termsVersion, immediateDeliveryVersion, serviceStartVersion, consentedAt, discountCodeId, discountCode, codeDiscountCents, provider)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
        params: [
          order.id,
          orderNumberOf(order.id),
          order.userId,
          order.status,
          order.totalCents,
          order.customerEmail,
          order.customerName,
          order.customerPhone,
          order.idempotencyKey,
          order.requestHash,
          this.dateParam(order.createdAt),
          order.termsVersion,
          order.immediateDeliveryVersion,
          order.serviceStartVersion,
          order.consentedAt === null ? null : this.dateParam(order.consentedAt),
          order.discountCodeId,
          order.discountCode,
          order.codeDiscountCents,
          order.provider ?? null,
        ],
      },
      {
        sql: `INSERT INTO order_items (id, orderId, templateId, quantity, priceCents, templateName, templateSlug, templateCategory, templateSubcategory, templatePreviewImage, discountCents, licence, licenceUpgrade)
          VALUES ${items.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        params: items.flatMap((item) => [
          item.id,
          order.id,
          item.templateId,
          item.quantity,
          item.priceCents,
          item.templateName,
          item.templateSlug,
          item.templateCategory,
          item.templateSubcategory,
          item.templatePreviewImage,
          item.discountCents ?? 0,
          item.licence,
          item.licenceUpgrade ? 1 : 0,
        ]),
      },
    ];
    return runAtomically(this.dataSource, steps);
  }

  // The lookups of every checkout call run prepared SQL (selectEntity): find() rebuilds its SQL each time.
  findById(id: string): Promise<OrderEntity | null> {
    return selectEntity(this.dataSource, OrderEntity, 'SELECT * FROM orders WHERE id = ?', [id]);
  }

  findByIdempotencyKey(userId: string, idempotencyKey: string): Promise<OrderEntity | null> {
    return selectEntity(this.dataSource, OrderEntity, 'SELECT * FROM orders WHERE userId = ? AND idempotencyKey = ?', [
      userId,
      idempotencyKey,
    ]);
  }

  /**
   * The user's pending order of exactly these lines (template, quantity, price) and total that went to
   * payment at least once, newest first: placing the same cart again after leaving the payment page goes
   * back to it rather than making another (decision 066).
   */
  async pendingOrderLike(
    userId: string,
    lines: ReadonlyArray<Pick<OrderItemEntity, 'templateId' | 'quantity' | 'priceCents'>>,
    totalCents: number,
  ): Promise<OrderEntity | null> {
    // The licence too (decision 091): two licences may cost the same.
    const signature = (
      rows: ReadonlyArray<
        Pick<OrderItemEntity, 'templateId' | 'quantity' | 'priceCents'> & Partial<Pick<OrderItemEntity, 'licence' | 'licenceUpgrade'>>
      >,
    ) =>
      rows
        .map(
          (row) =>
            `${row.templateId}:${Number(row.quantity)}:${Number(row.priceCents)}:${row.licence ?? 'regular'}:${Number(row.licenceUpgrade ?? 0)}`,
        )
        .sort()
        .join(',');
    const wanted = signature(lines);
    const candidates = await selectEntities(
      this.dataSource,
      OrderEntity,
      `SELECT * FROM orders o WHERE o.userId = ? AND o.status = 'pending' AND o.totalCents = ? AND EXISTS (SELECT 1 FROM payments p WHERE p.orderId = o.id)
        ORDER BY o.createdAt DESC, o.id DESC LIMIT 5`,
      [userId, totalCents],
    );
    for (const order of candidates) {
      if (signature(await this.items(order.id)) === wanted) return order;
    }
    return null;
  }

  /**
   * Pending orders made before `createdBefore` that nothing can pay any more become expired: no payment
   * session of theirs is open and unexpired, and none is a provider's session still to be settled (the
   * reconciliation sweep asks the provider about those and closes the expired ones). A session paid in
   * time therefore always finds its order pending (decision 066).
   */
  async expireUnpayable(now: Date, createdBefore: Date): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(
        `UPDATE orders SET status = 'expired' WHERE status = 'pending' AND createdAt < ?
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.orderId = orders.id AND p.status = 'open'
            AND (p.expiresAt > ? OR (p.provider <> 'simulated' AND p.providerRef IS NOT NULL)))`,
        [this.dateParam(createdBefore), this.dateParam(now)],
        true,
      );
      return result.affected ?? 0;
    } finally {
      await runner.release();
    }
  }

  items(orderId: string): Promise<OrderItemEntity[]> {
    return selectEntities(this.dataSource, OrderItemEntity, 'SELECT * FROM order_items WHERE orderId = ? ORDER BY id', [orderId]);
  }

  /** The user's orders, newest first, with their items. */
  async ordersOf(userId: string): Promise<Array<{ order: OrderEntity; items: OrderItemEntity[] }>> {
    const orders = await this.dataSource.getRepository(OrderEntity).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (orders.length === 0) return [];
    const items = await this.dataSource
      .getRepository(OrderItemEntity)
      .find({ where: { orderId: In(orders.map((o) => o.id)) }, order: { id: 'ASC' } });
    return orders.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }));
  }

  /** Whether the user already owns any of the templates (a completed order): a purchase of them is refused. */
  async ownsAnyOf(userId: string, templateIds: readonly string[]): Promise<boolean> {
    if (templateIds.length === 0) return false;
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 AS owned FROM entitlements WHERE userId = ? AND templateId IN (${templateIds.map(() => '?').join(', ')}) LIMIT 1`,
      [userId, ...templateIds],
    );
    return rows.length > 0;
  }

  /**
   * Whether the user owns a template of this order through another one (it was bought meanwhile). An
   * upgrade line (decision 091) is of an owned template by definition.
   */
  async ownsItemOf(userId: string, orderId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 AS owned FROM order_items i JOIN entitlements e ON e.templateId = i.templateId AND e.userId = ? WHERE i.orderId = ? AND i.licenceUpgrade = 0 AND e.orderId <> i.orderId LIMIT 1',
      [userId, orderId],
    );
    return rows.length > 0;
  }

  /** The user's entitlements (what they may download: a refund deletes them), newest grant first. */
  ownedDownloads(userId: string): Promise<Array<{ templateId: string; orderId: string; orderItemId: string }>> {
    return this.dataSource.query(
      'SELECT templateId, orderId, orderItemId FROM entitlements WHERE userId = ? ORDER BY grantedAt DESC, id DESC',
      [userId],
    );
  }

  /** The consent given at a later Place Order of the same pending order: the payment follows that one (decision 082). */
  async recordConsent(orderId: string, consent: OrderConsentRecord): Promise<void> {
    await this.dataSource.getRepository(OrderEntity).update({ id: orderId, status: 'pending' }, consent);
  }

  async updateCustomer(orderId: string, customer: { customerName: string; customerPhone: string | null }): Promise<void> {
    await this.dataSource.getRepository(OrderEntity).update({ id: orderId, status: 'pending' }, customer);
  }

  /**
   * The payment's row. The order names the provider it is paid through (decision 088), set at Place
   * Order: only a payment through another one (the owner switched providers meanwhile) rewrites it,
   * in the same transaction; otherwise the row is one statement.
   */
  async insertPayment(
    payment: Pick<PaymentEntity, 'id' | 'orderId' | 'amountCents' | 'status' | 'createdAt' | 'expiresAt' | 'provider'>,
    orderProvider: string | null | undefined,
  ): Promise<void> {
    const insert: Step = {
      sql: 'INSERT INTO payments (id, orderId, amountCents, status, createdAt, expiresAt, completedAt, provider) VALUES (?, ?, ?, ?, ?, ?, NULL, ?)',
      params: [
        payment.id,
        payment.orderId,
        payment.amountCents,
        payment.status,
        this.dateParam(payment.createdAt),
        this.dateParam(payment.expiresAt),
        payment.provider,
      ],
    };
    if (orderProvider === payment.provider) {
      await this.dataSource.query(insert.sql, [...insert.params]);
      return;
    }
    await runAtomically(this.dataSource, [
      insert,
      { sql: 'UPDATE orders SET provider = ? WHERE id = ?', params: [payment.provider, payment.orderId] },
    ]);
  }

  /** The provider's session for our payments row, once the provider made it. */
  async setProviderSession(paymentId: string, providerRef: string | null, expiresAt: Date): Promise<void> {
    await this.dataSource.query('UPDATE payments SET providerRef = ?, expiresAt = ? WHERE id = ?', [
      providerRef,
      this.dateParam(expiresAt),
      paymentId,
    ]);
  }

  /** A session that can no longer pay (the provider refused to make it, or it expired). */
  async closePayment(paymentId: string): Promise<void> {
    await this.dataSource.query("UPDATE payments SET status = 'closed' WHERE id = ? AND status = 'open'", [paymentId]);
  }

  findPayment(id: string): Promise<PaymentEntity | null> {
    return selectEntity(this.dataSource, PaymentEntity, 'SELECT * FROM payments WHERE id = ?', [id]);
  }

  findPaymentByRef(provider: PaymentProviderName, providerRef: string): Promise<PaymentEntity | null> {
    return selectEntity(this.dataSource, PaymentEntity, 'SELECT * FROM payments WHERE provider = ? AND providerRef = ?', [
      provider,
      providerRef,
    ]);
  }

  findPaymentByProviderPayment(providerPaymentId: string): Promise<PaymentEntity | null> {
    return selectEntity(this.dataSource, PaymentEntity, 'SELECT * FROM payments WHERE providerPaymentId = ?', [providerPaymentId]);
  }

  /** Whether a payment of the order came when it could no longer take it and was refunded (decision 066). */
  async hasRefundedUnusablePayment(orderId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query("SELECT id FROM payments WHERE orderId = ? AND unusableRefund = 'done'", [orderId]);
    return rows.length > 0;
  }

  /** The order's payment that paid it. */
  succeededPayment(orderId: string): Promise<PaymentEntity | null> {
    return selectEntity(this.dataSource, PaymentEntity, "SELECT * FROM payments WHERE orderId = ? AND status = 'succeeded'", [orderId]);
  }

  /** The order's provider sessions still open and not about to expire, newest first. */
  openProviderPayments(orderId: string, provider: PaymentProviderName, validAfter: Date): Promise<PaymentEntity[]> {
    return selectEntities(
      this.dataSource,
      PaymentEntity,
      "SELECT * FROM payments WHERE orderId = ? AND provider = ? AND status = 'open' AND providerRef IS NOT NULL AND expiresAt > ? ORDER BY createdAt DESC",
      [orderId, provider, this.dateParam(validAfter)],
    );
  }

  /**
   * Provider sessions still open in our rows and made before `before`, oldest first: their notification
   * is overdue, so the provider is asked about them (PaymentReconciliationService). One whose payment came for
   * an order that could no longer take it is settled by its refund.
   */
  unsettledProviderPayments(provider: PaymentProviderName, before: Date, limit: number): Promise<PaymentEntity[]> {
    return selectEntities(
      this.dataSource,
      PaymentEntity,
      `SELECT * FROM payments WHERE provider = ? AND status = 'open' AND providerRef IS NOT NULL AND unusableRefund IS NULL AND createdAt < ? ORDER BY createdAt LIMIT ${Math.floor(limit)}`,
      [provider, this.dateParam(before)],
    );
  }

  /**
   * The open, unexpired payment sessions of the user's other pending orders that hold a template of this
   * order: paying one of them and this order would charge twice for one template (decision 042).
   */
  openPaymentsSharingTemplates(userId: string, orderId: string, now: Date): Promise<PaymentEntity[]> {
    return selectEntities(
      this.dataSource,
      PaymentEntity,
      `SELECT p.* FROM payments p JOIN orders o ON o.id = p.orderId
        WHERE o.userId = ? AND o.status = 'pending' AND o.id <> ? AND p.status = 'open' AND p.expiresAt > ?
          AND EXISTS (SELECT 1 FROM order_items j JOIN order_items i ON i.templateId = j.templateId AND i.orderId = ? WHERE j.orderId = o.id)`,
      [userId, orderId, this.dateParam(now), orderId],
    );
  }

  /** The user's pending orders' ids. */
  async pendingOrderIdsOf(userId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query("SELECT id FROM orders WHERE userId = ? AND status = 'pending'", [
      userId,
    ]);
    return rows.map((row) => row.id);
  }

  /** The account's email now: confirmations go there (decision 023), whoever delivers the payment's news. */
  async accountEmail(userId: string): Promise<string | null> {
    const rows: Array<{ email: string }> = await this.dataSource.query('SELECT email FROM users WHERE id = ?', [userId]);
    return rows[0]?.email ?? null;
  }

  /**
   * Cancels a pending order and closes its open payment sessions, all or nothing, so no gateway link
   * handed out before can complete it. Payments are changed before the order, in the order a completion
   * changes them, so a cancel and a completion running together wait for each other, never deadlock.
   */
  async cancel(orderId: string): Promise<'order-not-pending' | null> {
    const steps: Step[] = [
      { sql: "UPDATE payments SET status = 'closed' WHERE orderId = ? AND status = 'open'", params: [orderId] },
      {
        sql: "UPDATE orders SET status = 'cancelled' WHERE id = ? AND status = 'pending'",
        params: [orderId],
        abortUnlessChanged: 'order-not-pending',
      },
    ];
    return (await runAtomically(this.dataSource, steps)) as 'order-not-pending' | null;
  }

  /**
   * Pays an order, all or nothing: the payment session goes from open to succeeded (once), the order
   * from pending to completed (once), each item gets its entitlement, the bought templates leave the
   * buyer's cart, the confirmation mail is owed (its outbox row), the templates' sales counts go
   * up and, last, the invoice is issued (`issue`, decision 085). Of concurrent calls exactly one commits. The templates' rows are locked right after the payment
   * and the order are claimed, in one order with every other path that locks them (decision 066).
   */
  async complete(
    order: OrderEntity,
    items: readonly OrderItemEntity[],
    payment: { id: string; providerPaymentId: string | null },
    paid: PaidFacts,
    now: Date,
    owed: readonly Step[],
    issue: readonly Step[],
  ): Promise<CompletionRefusal | null> {
    const at = this.dateParam(now);
    // Each line's tax, in the order the lines were sent to the provider (items(), by id).
    const lineTaxes = paid.lineTaxes?.length === items.length ? paid.lineTaxes : null;
    // A custom build is no template: it has no sales count.
    // An upgrade (decision 091) is no new sale of the template, and grants nothing new: the buyer's Regular
    // purchase keeps the download right, so the duplicate refund of decision 042 never sees an upgrade line.
    const granted = items.filter((item) => !Number(item.licenceUpgrade));
    const sales = addSalesSteps(granted.filter((item) => item.templateSlug !== CUSTOM_BUILD_SLUG));
    // The day's revenue rows (decision 089): hot, so taken late, after the templates' rows, before the invoice.
    const revenue = await completionRevenueSteps(
      this.dataSource,
      {
        orderId: order.id,
        userId: order.userId,
        paidCents: paid.paidCents,
        taxCents: paid.taxCents,
        currency: paid.currency,
        taxBehavior: paid.taxBehavior,
        lines: items
          .map((item, i) => ({ ...item, taxCents: lineTaxes?.[i]?.taxCents ?? 0 }))
          .filter((item) => item.templateSlug !== CUSTOM_BUILD_SLUG),
      },
      now,
    );
    const steps: Step[] = [
      // The code's use counts with the completion, once (decision 090); its row is taken first, as Place Order takes it.
      ...(order.discountCodeId ? [DiscountsRepository.usageStep(order.discountCodeId)] : []),
      {
        // The payment was opened for the order's total; it now holds what was charged, tax included
        // (decision 081), which is what a refund can give back.
        sql: "UPDATE payments SET status = 'succeeded', completedAt = ?, providerPaymentId = ?, amountCents = ? WHERE id = ? AND orderId = ? AND amountCents = ? AND status = 'open'",
        params: [at, payment.providerPaymentId, paid.paidCents, payment.id, order.id, order.totalCents],
        abortUnlessChanged: 'payment-used',
      },
      {
        sql: `UPDATE orders SET status = 'completed', completedAt = ?, paidCents = ?, taxCents = ?, discountCents = ?, currency = ?,
                taxBehavior = ?, buyerCountry = ?, buyerTaxId = ?, reverseCharge = ?
              WHERE id = ? AND status = 'pending'`,
        params: [
          at,
          paid.paidCents,
          paid.taxCents,
          paid.discountCents,
          paid.currency,
          paid.taxBehavior,
          paid.buyerCountry,
          paid.buyerTaxId,
          paid.reverseCharge ? 1 : 0,
          order.id,
        ],
        abortUnlessChanged: 'order-not-pending',
      },
      ...(lineTaxes ?? []).map((tax, i) => ({
        sql: 'UPDATE order_items SET taxCents = ?, taxRateBps = ? WHERE id = ?',
        params: [tax.taxCents, tax.rateBps, items[i]!.id],
      })),
      // The templates' rows are taken next, exclusively and in key order, before anything else of theirs
      // is touched: a cart add reads a template row before its cart line, so taking the row after the
      // buyer's cart lines (or share-locking it first through the entitlements' foreign key and upgrading
      // later) made cycles with adds and with other completions of the same template (decision 066).
      ...sales.rows,
      ...(granted.length === 0
        ? []
        : [
            {
              sql: `INSERT INTO entitlements (id, userId, templateId, orderId, orderItemId, grantedAt) VALUES ${granted.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
              params: granted.flatMap((item) => [uuidV7(now.getTime()), order.userId, item.templateId, order.id, item.id, at]),
            },
          ]),
      {
        sql: 'DELETE FROM cart_items WHERE userId = ? AND templateId IN (SELECT templateId FROM order_items WHERE orderId = ?)',
        params: [order.userId, order.id],
      },
      // The confirmation is owed exactly when the payment commits (decision 022): one row, no lock anyone
      // else waits for; so are a custom build's delivery and job.
      ...owed,
      ...sales.changes,
      ...revenue,
      // The invoice's sequence row is the one lock every completion shares: taken last, held to the commit only.
      ...issue,
    ];
    return (await runAtomically(this.dataSource, steps)) as CompletionRefusal | null;
  }
}
