import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Step } from '../../../database/atomic-steps';
import { selectEntity } from '../../../database/entity-rows';
import { dialectOf, sqlDate } from '../../../database/sql-dialect';
import type { JobRecordsRepository } from '../../../infrastructure/jobs';
import { OrderItemEntity } from '../../order-records/entities/order-item.entity';
import { OrderEntity } from '../../order-records/entities/order.entity';

/** The background job kind that builds a bought custom build's first version. */
export const DELIVERY_KIND = 'custom-build';

export interface NewDelivery {
  orderItemId: string;
  orderId: string;
  userId: string;
  summaryId: string;
  jobId: string;
  paidAt: Date;
  /** What the payment promised (decision 095). */
  promise: SoldPromise;
}

/** A custom build's promise as sold: kept on its delivery, whatever the settings say later. */
export interface SoldPromise {
  firstVersionDueAt: Date;
  /** YYYY-MM-DD in the shop's time zone. */
  finishedSiteDueOn: string;
  leadDays: number;
  revisionRounds: number;
}

/** The delivery row, in progress, for the payment's batch (JobRecordsRepository formats dates for the dialect). */
export function deliveryInsertStep(records: JobRecordsRepository, delivery: NewDelivery): Step {
  return {
    sql: `INSERT INTO custom_build_deliveries (orderItemId, orderId, userId, summaryId, jobId, status, paidAt, readyAt, zipPath, zipBytes,
            firstVersionDueAt, finishedSiteDueOn, leadDays, revisionRounds)
          VALUES (?, ?, ?, ?, ?, 'in-progress', ?, NULL, NULL, NULL, ?, ?, ?, ?)`,
    params: [
      delivery.orderItemId,
      delivery.orderId,
      delivery.userId,
      delivery.summaryId,
      delivery.jobId,
      records.dateParam(delivery.paidAt),
      records.dateParam(delivery.promise.firstVersionDueAt),
      delivery.promise.finishedSiteDueOn,
      delivery.promise.leadDays,
      delivery.promise.revisionRounds,
    ],
  };
}

/** The statements of the delivery job (CustomBuildDeliveryHandler) beyond CustomBuildRepository's: the order it builds for, and the delivery made ready. */
@Injectable()
export class DeliveryRecordsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  order(id: string): Promise<OrderEntity | null> {
    return selectEntity(this.dataSource, OrderEntity, 'SELECT * FROM orders WHERE id = ?', [id]);
  }

  orderItem(id: string): Promise<OrderItemEntity | null> {
    return selectEntity(this.dataSource, OrderItemEntity, 'SELECT * FROM order_items WHERE id = ?', [id]);
  }

  /** The delivery ready with its file, for the part's batch: once (a second run changes nothing and aborts). */
  readyStep(orderItemId: string, readyAt: Date, zipPath: string, zipBytes: number): Step {
    return {
      // The studio desk's stage follows (decision 097): the first version is sent.
      sql: "UPDATE custom_build_deliveries SET status = 'ready', readyAt = ?, zipPath = ?, zipBytes = ?, stage = 'first-version-sent', updatedAt = ? WHERE orderItemId = ? AND status = 'in-progress'",
      params: [sqlDate(dialectOf(this.dataSource), readyAt), zipPath, zipBytes, sqlDate(dialectOf(this.dataSource), readyAt), orderItemId],
      abortUnlessChanged: 'already ready',
    };
  }

  /** The first version recorded as the build's version 1 on the studio desk (decision 097), in readyStep's batch. */
  firstVersionStep(orderItemId: string, readyAt: Date, zipPath: string, zipBytes: number): Step {
    return {
      sql: "INSERT INTO custom_build_versions (orderItemId, number, zipPath, zipBytes, note, final, madeBy, createdAt) VALUES (?, 1, ?, ?, NULL, 0, 'first-version', ?)",
      params: [orderItemId, zipPath, zipBytes, sqlDate(dialectOf(this.dataSource), readyAt)],
    };
  }
}
