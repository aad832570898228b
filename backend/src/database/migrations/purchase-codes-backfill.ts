import { randomUUID } from 'node:crypto';
import type { QueryRunner } from 'typeorm';
import { uuidV7 } from '../uuid-v7';

const BATCH = 500;

/**
 * One purchase code per licence bought in the orders completed before licences existed (decision 091):
 * every template line of a completed order, refunded or not (a refunded line's codes answer 'refunded'),
 * in batches of lines by id so no statement grows with the shop. Codes are random (crypto.randomUUID),
 * never derived from an id.
 */
export async function backfillPurchaseCodes(q: QueryRunner, dialect: 'mysql' | 'sqlite'): Promise<void> {
  let after = '';
  for (;;) {
    const lines = (await q.query(
      `SELECT i.id AS id, i.orderId AS orderId, o.userId AS userId, i.templateId AS templateId, i.quantity AS quantity, o.completedAt AS completedAt
          FROM order_items i JOIN orders o ON o.id = i.orderId
          WHERE i.id > ? AND o.completedAt IS NOT NULL AND i.templateSlug <> 'custom-build-service'
          ORDER BY i.id LIMIT ${BATCH}`,
      [after],
    )) as Array<{ id: string; orderId: string; userId: string; templateId: string; quantity: number; completedAt: Date | string }>;
    if (lines.length === 0) return;
    const rows = lines.flatMap((line) =>
      Array.from({ length: Math.max(1, Number(line.quantity)) }, (_, seq) => [
        uuidV7(),
        randomUUID(),
        line.id,
        seq,
        line.orderId,
        line.userId,
        line.templateId,
        'regular',
        line.completedAt,
      ]),
    );
    const insert = dialect === 'mysql' ? 'INSERT IGNORE INTO' : 'INSERT OR IGNORE INTO';
    await q.query(
      `${insert} purchase_codes (id, code, orderItemId, seq, orderId, userId, templateId, licence, createdAt) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flat(),
    );
    after = lines[lines.length - 1]!.id;
  }
}
