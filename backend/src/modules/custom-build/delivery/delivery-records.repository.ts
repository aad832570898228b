import type { Step } from '../../../database/atomic-steps';
import type { JobRecordsRepository } from '../../../infrastructure/jobs';

/** The background job kind that builds a bought custom build's starter site. */
export const DELIVERY_KIND = 'custom-build';

export interface NewDelivery {
  orderItemId: string;
  orderId: string;
  userId: string;
  summaryId: string;
  jobId: string;
  paidAt: Date;
}

/** The delivery row, in progress, for the payment's batch (JobRecordsRepository formats dates for the dialect). */
export function deliveryInsertStep(records: JobRecordsRepository, delivery: NewDelivery): Step {
  return {
    sql: `INSERT INTO custom_build_deliveries (orderItemId, orderId, userId, summaryId, jobId, status, paidAt, readyAt, zipPath, zipBytes)
          VALUES (?, ?, ?, ?, ?, 'in-progress', ?, NULL, NULL, NULL)`,
    params: [
      delivery.orderItemId,
      delivery.orderId,
      delivery.userId,
      delivery.summaryId,
      delivery.jobId,
      records.dateParam(delivery.paidAt),
    ],
  };
}
