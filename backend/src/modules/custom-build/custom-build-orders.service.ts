import { Injectable, Optional } from '@nestjs/common';
import { CUSTOM_BUILD_MESSAGES, customBuildItemName } from '@tm/contracts/custom-build';
import { readableDay } from '@tm/contracts/custom-build-delivery';
import { CUSTOM_BUILD_SLUG } from '@tm/contracts/orders';
import type { OrderItem } from '@tm/contracts/orders.schemas';
import { ApiError } from '../../common/http/api-error';
import type { Step } from '../../database/atomic-steps';
import { uuidV7 } from '../../database/uuid-v7';
import { JobQueue, JobRecordsRepository } from '../../infrastructure/jobs';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { CustomBuildRepository } from './custom-build.repository';
import type { CustomBuildDeliveryEntity } from './entities/custom-build-delivery.entity';
import { DeliveryTermsService, promiseAt } from './delivery-terms.service';
import { DELIVERY_KIND, deliveryInsertStep } from './delivery/delivery-records.repository';

/** How a custom build shows in an order: a line of the HTML category, subcategory custom-build. */
export const CUSTOM_BUILD_CATEGORY = 'html' as const;
export const CUSTOM_BUILD_SUBCATEGORY = 'custom-build';

export const isCustomBuildLine = (item: Pick<OrderItemEntity, 'templateSlug'>) => item.templateSlug === CUSTOM_BUILD_SLUG;

/** A custom build's delivery as its order item shows it. */
export type OrderItemDelivery = NonNullable<OrderItem['delivery']>;

const isoOrNull = (at: Date | string | null) => (at ? new Date(at).toISOString() : null);

/** The delivery row as the order answers it: its state, and the promise kept at payment (decision 095). */
export function deliveryOf(row: CustomBuildDeliveryEntity): OrderItemDelivery {
  const sold = row.firstVersionDueAt && row.finishedSiteDueOn && row.leadDays != null && row.revisionRounds != null;
  return {
    status: row.status,
    readyAt: isoOrNull(row.readyAt),
    promise: sold
      ? {
          firstVersionDueAt: isoOrNull(row.firstVersionDueAt)!,
          finishedSiteDue: row.finishedSiteDueOn!,
          finishedSiteDueText: readableDay(row.finishedSiteDueOn!),
          leadDays: Number(row.leadDays),
          revisionRounds: Number(row.revisionRounds),
        }
      : null,
  };
}

/** The order line of a custom build, as the orders module stores it. */
export type CustomBuildLine = Pick<
  OrderItemEntity,
  | 'templateId'
  | 'quantity'
  | 'priceCents'
  | 'templateName'
  | 'templateSlug'
  | 'templateCategory'
  | 'templateSubcategory'
  | 'templatePreviewImage'
>;

/**
 * What orders need of custom builds (decision 036): the line of the stored summary in the buyer's cart
 * (at the stored price), and at payment the delivery with the job that builds it, in the payment's
 * own transaction.
 */
@Injectable()
export class CustomBuildOrdersService {
  constructor(
    private readonly repository: CustomBuildRepository,
    private readonly records: JobRecordsRepository,
    private readonly terms: DeliveryTermsService,
    @Optional() private readonly queue?: JobQueue,
  ) {}

  /** The custom build `summaryId` if it is the one in the user's cart and not bought yet; 409 otherwise. */
  async orderLine(userId: string, summaryId: string): Promise<CustomBuildLine> {
    const row = await this.repository.cartSummary(userId);
    if (!row || row.id !== summaryId.toLowerCase()) throw new ApiError(409, CUSTOM_BUILD_MESSAGES.notInCart);
    if (await this.repository.ordered(row.id)) throw new ApiError(409, CUSTOM_BUILD_MESSAGES.alreadyOrdered);
    const summary = JSON.parse(row.summary) as { businessType: string | null };
    return {
      templateId: row.id,
      quantity: 1,
      priceCents: row.priceCents,
      templateName: customBuildItemName(summary.businessType),
      templateSlug: CUSTOM_BUILD_SLUG,
      templateCategory: CUSTOM_BUILD_CATEGORY,
      templateSubcategory: CUSTOM_BUILD_SUBCATEGORY,
      templatePreviewImage: '',
    };
  }

  /**
   * For the completion batch: each custom build's delivery and job, and the cart emptied of it. The
   * delivery keeps what this payment promised, counted from the owner's settings as they are now
   * (decision 095); the settings are read before the transaction, so a save committing in between
   * counts as made after the payment.
   */
  async completionSteps(order: OrderEntity, items: readonly OrderItemEntity[], paidAt: Date): Promise<{ steps: Step[]; jobIds: string[] }> {
    const steps: Step[] = [];
    const jobIds: string[] = [];
    const builds = items.filter(isCustomBuildLine);
    if (builds.length === 0) return { steps, jobIds };
    const promise = promiseAt(await this.terms.settings(), paidAt);
    for (const item of builds) {
      const jobId = uuidV7(paidAt.getTime());
      jobIds.push(jobId);
      steps.push(
        deliveryInsertStep(this.records, {
          orderItemId: item.id,
          orderId: order.id,
          userId: order.userId,
          summaryId: item.templateId,
          jobId,
          paidAt,
          promise,
        }),
        ...this.records.createSteps({
          id: jobId,
          kind: DELIVERY_KIND,
          request: JSON.stringify({ orderItemId: item.id }),
          totalTemplates: 1,
          parts: [[0, 1]],
          seed: 0,
          createdBy: order.userId,
        }),
        this.repository.cartRemovalStep(order.userId, item.templateId),
      );
    }
    return { steps, jobIds };
  }

  /** After the payment committed: workers start on the deliveries (a lost wake-up only waits for a sweep). */
  async afterCompletion(jobIds: readonly string[]): Promise<void> {
    for (const jobId of jobIds) await this.queue?.enqueue(jobId, 1);
  }

  /** Delivery states of the orders' custom builds, by order item, with what each payment promised (null when sold before decision 095). */
  async deliveries(orderIds: readonly string[]): Promise<Map<string, OrderItemDelivery>> {
    const rows = await this.repository.deliveriesOfOrders(orderIds);
    return new Map(rows.map((row) => [row.orderItemId, deliveryOf(row)]));
  }
}
