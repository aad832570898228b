import { Injectable, Optional } from '@nestjs/common';
import { CUSTOM_BUILD_MESSAGES, customBuildItemName, type DeliveryStatus } from '@tm/contracts/custom-build';
import { CUSTOM_BUILD_SLUG } from '@tm/contracts/orders';
import { ApiError } from '../../common/http/api-error';
import type { Step } from '../../database/atomic-steps';
import { uuidV7 } from '../../database/uuid-v7';
import { JobQueue, JobRecordsRepository } from '../../infrastructure/jobs';
import type { OrderEntity } from '../order-records/entities/order.entity';
import type { OrderItemEntity } from '../order-records/entities/order-item.entity';
import { CustomBuildRepository } from './custom-build.repository';
import { DELIVERY_KIND, deliveryInsertStep } from './delivery/delivery-records.repository';

/** How a custom build shows in an order: a line of the HTML category, subcategory custom-build. */
export const CUSTOM_BUILD_CATEGORY = 'html' as const;
export const CUSTOM_BUILD_SUBCATEGORY = 'custom-build';

export const isCustomBuildLine = (item: Pick<OrderItemEntity, 'templateSlug'>) => item.templateSlug === CUSTOM_BUILD_SLUG;

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

  /** For the completion batch: each custom build's delivery and job, and the cart emptied of it. */
  completionSteps(order: OrderEntity, items: readonly OrderItemEntity[], paidAt: Date): { steps: Step[]; jobIds: string[] } {
    const steps: Step[] = [];
    const jobIds: string[] = [];
    for (const item of items.filter(isCustomBuildLine)) {
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

  /** Delivery states of the orders' custom builds, by order item. */
  async deliveries(orderIds: readonly string[]): Promise<Map<string, { status: DeliveryStatus; readyAt: string | null }>> {
    const rows = await this.repository.deliveriesOfOrders(orderIds);
    return new Map(
      rows.map((row) => [row.orderItemId, { status: row.status, readyAt: row.readyAt ? new Date(row.readyAt).toISOString() : null }]),
    );
  }
}
