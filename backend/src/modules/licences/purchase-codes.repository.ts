import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Licence } from '@tm/contracts/licences';
import { shortOrderId } from '@tm/contracts/orders';
import type { Step } from '../../database/atomic-steps';
import { dialectOf, readDate, sqlDate } from '../../database/sql-dialect';
import { uuidV7 } from '../../database/uuid-v7';

/** A code counts while its line stands: the order completed (not refunded as a whole) and the line not refunded on its own. */
const STANDS = `EXISTS (SELECT 1 FROM order_items si JOIN orders so ON so.id = si.orderId
  WHERE si.id = purchase_codes.orderItemId AND si.refundedAt IS NULL AND so.status = 'completed')`;

/**
 * A code's licence now: an upgrade whose own line was refunded since (the order refunded, or the line)
 * gives the code back its Regular licence, without a write at the refund.
 */
const LICENCE_NOW = `CASE WHEN purchase_codes.upgradeOrderItemId IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_items ui JOIN orders uo ON uo.id = ui.orderId
  WHERE ui.id = purchase_codes.upgradeOrderItemId AND ui.refundedAt IS NULL AND uo.status = 'completed') THEN 'regular' ELSE purchase_codes.licence END`;

/** A line of an order being completed, as its codes need it. */
export interface CodedLine {
  id: string;
  templateId: string;
  quantity: number;
  licence: Licence;
  licenceUpgrade: boolean;
}

export interface StoredPurchaseCode {
  code: string;
  orderItemId: string;
  upgradeOrderItemId: string | null;
  licence: Licence;
  upgradedAt: Date | null;
}

export interface PurchaseCodeFacts {
  code: string;
  licence: Licence;
  templateId: string;
  templateName: string;
  templateSlug: string;
  buyerName: string;
  orderNumber: string;
  purchasedAt: Date;
  upgradedAt: Date | null;
  stands: boolean;
}

const codeOf = (row: Record<string, unknown>): StoredPurchaseCode => ({
  code: String(row.code),
  orderItemId: String(row.orderItemId),
  upgradeOrderItemId: row.upgradeOrderItemId === null ? null : (row.upgradeOrderItemId as string),
  licence: row.licence === 'extended' ? 'extended' : 'regular',
  upgradedAt: row.upgradedAt === null || row.upgradedAt === undefined ? null : readDate(row.upgradedAt as Date | string),
});

/** purchase_codes (decision 091): one random code per licence bought; an upgrade turns Regular codes Extended. */
@Injectable()
export class PurchaseCodesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The completion's statements (its transaction runs once per order, so the codes are made once): `quantity`
   * new codes per line bought, and for an upgrade line that many of the buyer's standing Regular codes of the
   * template, oldest first, made Extended. The unique (orderItemId, seq) key keeps a line's codes to its quantity.
   */
  completionSteps(userId: string, orderId: string, lines: readonly CodedLine[], now: Date): Step[] {
    const dialect = dialectOf(this.dataSource);
    const at = sqlDate(dialect, now);
    const bought = lines.filter((line) => !line.licenceUpgrade);
    const steps: Step[] = [];
    const rows = bought.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, seq) => [
        uuidV7(now.getTime()),
        randomUUID(),
        line.id,
        seq,
        orderId,
        userId,
        line.templateId,
        line.licence,
        at,
      ]),
    );
    if (rows.length > 0)
      steps.push({
        sql: `INSERT INTO purchase_codes (id, code, orderItemId, seq, orderId, userId, templateId, licence, createdAt) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        params: rows.flat(),
      });
    for (const line of lines.filter((l) => l.licenceUpgrade)) {
      const n = Math.max(0, Math.floor(line.quantity));
      const which = `userId = ? AND templateId = ? AND ${LICENCE_NOW} = 'regular' AND ${STANDS}`;
      steps.push(
        dialect === 'mysql'
          ? {
              sql: `UPDATE purchase_codes SET licence = 'extended', upgradedAt = ?, upgradeOrderItemId = ? WHERE ${which} ORDER BY createdAt, id LIMIT ${n}`,
              params: [at, line.id, userId, line.templateId],
            }
          : {
              sql: `UPDATE purchase_codes SET licence = 'extended', upgradedAt = ?, upgradeOrderItemId = ? WHERE id IN (
                  SELECT id FROM purchase_codes WHERE ${which} ORDER BY createdAt, id LIMIT ${n})`,
              params: [at, line.id, userId, line.templateId],
            },
      );
    }
    return steps;
  }

  /** How many standing licences of each kind the user holds of a template. */
  async held(userId: string, templateId: string): Promise<Record<Licence, number>> {
    const rows: Array<{ licence: string; n: number | string }> = await this.dataSource.query(
      `SELECT held.licence AS licence, COUNT(*) AS n FROM (
          SELECT ${LICENCE_NOW} AS licence FROM purchase_codes WHERE userId = ? AND templateId = ? AND ${STANDS}) held
        GROUP BY held.licence`,
      [userId, templateId],
    );
    const held = { regular: 0, extended: 0 };
    for (const row of rows) held[row.licence === 'extended' ? 'extended' : 'regular'] = Number(row.n);
    return held;
  }

  /** The user's standing Regular licences, counted by template (decision 091: the detail page offers their upgrade). */
  async regularCounts(userId: string): Promise<Record<string, number>> {
    const rows: Array<{ templateId: string; n: number | string }> = await this.dataSource.query(
      `SELECT templateId, COUNT(*) AS n FROM purchase_codes WHERE userId = ? AND ${LICENCE_NOW} = 'regular' AND ${STANDS} GROUP BY templateId`,
      [userId],
    );
    return Object.fromEntries(rows.map((row) => [row.templateId, Number(row.n)]));
  }

  /** The codes the orders' lines made, and those their upgrade lines made Extended. */
  async ofOrders(orderIds: readonly string[]): Promise<StoredPurchaseCode[]> {
    if (orderIds.length === 0) return [];
    const marks = orderIds.map(() => '?').join(', ');
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT code, orderItemId, upgradeOrderItemId, ${LICENCE_NOW} AS licence, upgradedAt FROM purchase_codes
        WHERE orderId IN (${marks})
           OR upgradeOrderItemId IN (SELECT id FROM order_items WHERE orderId IN (${marks}) AND licenceUpgrade = 1)
        ORDER BY orderItemId, seq`,
      [...orderIds, ...orderIds],
    );
    return rows.map(codeOf);
  }

  /** The codes of one order line, by their order (an upgrade since shows them Extended): its LICENSE lists them. */
  async ofItem(orderItemId: string): Promise<Array<{ code: string; licence: Licence }>> {
    const rows: Array<{ code: string; licence: string }> = await this.dataSource.query(
      `SELECT code, ${LICENCE_NOW} AS licence FROM purchase_codes WHERE orderItemId = ? ORDER BY seq`,
      [orderItemId],
    );
    return rows.map((row) => ({ code: row.code, licence: row.licence === 'extended' ? 'extended' : 'regular' }));
  }

  /** The user's standing codes of a template, oldest first: the LICENSE file of a download lists them. */
  async standingOf(userId: string, templateId: string): Promise<StoredPurchaseCode[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT code, orderItemId, upgradeOrderItemId, ${LICENCE_NOW} AS licence, upgradedAt FROM purchase_codes
        WHERE userId = ? AND templateId = ? AND ${STANDS} ORDER BY createdAt, seq`,
      [userId, templateId],
    );
    return rows.map(codeOf);
  }

  /** One code with what a support desk may learn of it, or null. */
  async lookup(code: string): Promise<PurchaseCodeFacts | null> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT purchase_codes.code AS code, ${LICENCE_NOW} AS licence, purchase_codes.templateId AS templateId, purchase_codes.upgradedAt AS upgradedAt,
          i.templateName AS templateName, i.templateSlug AS templateSlug, i.refundedAt AS refundedAt,
          o.id AS orderId, o.customerName AS customerName, o.orderNumber AS orderNumber, o.status AS status, o.completedAt AS completedAt, purchase_codes.createdAt AS createdAt, purchase_codes.upgradeOrderItemId AS upgradeOrderItemId
        FROM purchase_codes JOIN order_items i ON i.id = purchase_codes.orderItemId JOIN orders o ON o.id = purchase_codes.orderId
        WHERE purchase_codes.code = ?`,
      [code],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      code: String(row.code),
      licence: row.licence === 'extended' ? 'extended' : 'regular',
      templateId: String(row.templateId),
      templateName: String(row.templateName),
      templateSlug: String(row.templateSlug),
      buyerName: String(row.customerName),
      orderNumber: row.orderNumber ? (row.orderNumber as string) : shortOrderId(String(row.orderId)),
      purchasedAt: readDate((row.completedAt ?? row.createdAt) as Date | string),
      upgradedAt:
        row.licence !== 'extended' || row.upgradedAt === null || row.upgradedAt === undefined
          ? null
          : readDate(row.upgradedAt as Date | string),
      stands: row.refundedAt === null && row.status === 'completed',
    };
  }
}
