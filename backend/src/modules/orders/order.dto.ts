import { centsToDecimal } from '@tm/contracts/catalog';
import type { Order, OrderItem } from '@tm/contracts/orders.schemas';
import type { OrderItemEntity } from '../order-records/entities/order-item.entity';
import type { OrderEntity } from '../order-records/entities/order.entity';

/** docs/product/storefront.md §3 Order item: price and template as bought. */
export function toOrderItemDto(item: OrderItemEntity): OrderItem {
  const price = centsToDecimal(item.priceCents);
  return {
    id: item.id,
    quantity: item.quantity,
    price,
    template: {
      id: item.templateId,
      name: item.templateName,
      slug: item.templateSlug,
      price,
      category: item.templateCategory,
      subcategory: item.templateSubcategory,
      previewImage: item.templatePreviewImage,
    },
    ...(Number(item.discountCents) > 0 ? { discount: centsToDecimal(Number(item.discountCents)) } : {}),
    licence: item.licence === 'extended' ? 'extended' : 'regular',
    licenceUpgrade: Boolean(Number(item.licenceUpgrade)),
  };
}

/** The order as the API gives it; `documents` are its invoice and credit notes (decision 085), where the caller read them. */
export function toOrderDto(order: OrderEntity, items: readonly OrderItemEntity[], documents: Order['documents'] = []): Order {
  return {
    id: order.id,
    userId: order.userId,
    status: order.status,
    totalAmount: centsToDecimal(order.totalCents),
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt ? order.completedAt.toISOString() : null,
    items: items.map(toOrderItemDto),
    paid:
      order.paidCents === null
        ? null
        : {
            paidAmount: centsToDecimal(order.paidCents),
            taxAmount: centsToDecimal(order.taxCents),
            taxBehavior: order.taxBehavior,
            currency: order.currency ?? 'USD',
            buyerCountry: order.buyerCountry,
            reverseCharge: Boolean(order.reverseCharge),
          },
    documents: [...documents],
    // The code and what it took off (decision 090): what was due is the total less it (tax, if added, comes on top).
    discount: order.discountCode
      ? {
          code: order.discountCode,
          amount: centsToDecimal(Number(order.codeDiscountCents)),
          dueAmount: centsToDecimal(order.totalCents - Number(order.codeDiscountCents)),
        }
      : null,
    consent: order.consentedAt
      ? {
          terms: order.termsVersion,
          immediateDelivery: order.immediateDeliveryVersion,
          serviceStart: order.serviceStartVersion,
          consentedAt: order.consentedAt.toISOString(),
        }
      : null,
  };
}
