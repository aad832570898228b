import type { DataSource } from 'typeorm';
import type { OrderStatus } from '@tm/contracts/orders';
import type { TemplateDraft } from '@tm/catalog-generator';
import { uuidV7 } from '../../../database/uuid-v7';
import { EntitlementEntity } from '../../order-records/entities/entitlement.entity';
import { OrderItemEntity } from '../../order-records/entities/order-item.entity';
import { OrderEntity } from '../../order-records/entities/order.entity';
import { newOrderId, orderNumberOf } from '../../orders/order-ids';

export interface OrderedTemplate {
  id: string;
  draft: TemplateDraft;
}

export interface OrderFixture {
  order: OrderEntity;
  items: OrderItemEntity[];
}

/**
 * An order written straight to the tables, as the orders module would leave it (tests of downloads
 * must not depend on the order API): items with their snapshot and, once completed, one entitlement
 * per item.
 */
export async function insertOrder(
  dataSource: DataSource,
  options: {
    userId: string;
    templates: OrderedTemplate[];
    status?: OrderStatus;
    customerName?: string;
    customerEmail?: string;
    /** When it was placed, completed and its entitlements granted (now unless given), for tests of "newest first". */
    at?: Date;
  },
): Promise<OrderFixture> {
  const status = options.status ?? 'completed';
  const now = options.at ?? new Date();
  const orderId = newOrderId();
  const order = dataSource.getRepository(OrderEntity).create({
    id: orderId,
    orderNumber: orderNumberOf(orderId),
    userId: options.userId,
    status,
    totalCents: options.templates.reduce((sum, t) => sum + t.draft.priceCents, 0),
    customerEmail: options.customerEmail ?? 'ada@example.com',
    customerName: options.customerName ?? 'Ada Lovelace',
    customerPhone: null,
    idempotencyKey: null,
    requestHash: null,
    createdAt: now,
    completedAt: status === 'completed' ? now : null,
  });
  const items = options.templates.map((t) =>
    dataSource.getRepository(OrderItemEntity).create({
      id: uuidV7(),
      orderId: order.id,
      templateId: t.id,
      quantity: 1,
      priceCents: t.draft.priceCents,
      templateName: t.draft.name,
      templateSlug: t.draft.slug,
      templateCategory: t.draft.category,
      templateSubcategory: t.draft.subcategory,
      templatePreviewImage: t.draft.previewImage,
    }),
  );
  await dataSource.getRepository(OrderEntity).insert(order);
  if (items.length > 0) await dataSource.getRepository(OrderItemEntity).insert(items);
  if (status === 'completed') await grantEntitlements(dataSource, order, items, options.at);
  return { order, items };
}

export async function grantEntitlements(
  dataSource: DataSource,
  order: OrderEntity,
  items: OrderItemEntity[],
  grantedAt?: Date,
): Promise<void> {
  if (items.length === 0) return;
  await dataSource.getRepository(EntitlementEntity).insert(
    items.map((item) => ({
      id: uuidV7(),
      userId: order.userId,
      templateId: item.templateId,
      orderId: order.id,
      orderItemId: item.id,
      grantedAt: grantedAt ?? new Date(),
    })),
  );
}
