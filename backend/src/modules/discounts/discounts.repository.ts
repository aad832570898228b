import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { DiscountCodeEntity } from './entities/discount-code.entity';
import { DiscountCodeTargetEntity } from './entities/discount-code-target.entity';

export type NewDiscountCode = Omit<DiscountCodeEntity, 'usedCount' | 'reservations' | 'archived' | 'revision'>;
export type DiscountTargets = { templateIds: readonly string[]; categories: readonly string[] };

/** Why a Place Order with a code was refused inside its transaction (decision 090). */
export type ReservationRefusal = 'discount-gone' | 'discount-used-up' | 'discount-already-used';

/** A buyer has used a code with an order in these states: paid (and maybe refunded since) or still to pay. */
const HOLDING_STATUSES = "('pending', 'completed', 'refunded')";

/** discount_codes and discount_code_targets SQL (decision 090). */
@Injectable()
export class DiscountsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private date(value: Date | null): Date | string | null {
    return value === null ? null : sqlDate(dialectOf(this.dataSource), value);
  }

  all(): Promise<DiscountCodeEntity[]> {
    return selectEntities(this.dataSource, DiscountCodeEntity, 'SELECT * FROM discount_codes ORDER BY createdAt DESC, id DESC', []);
  }

  findById(id: string): Promise<DiscountCodeEntity | null> {
    return selectEntity(this.dataSource, DiscountCodeEntity, 'SELECT * FROM discount_codes WHERE id = ?', [id]);
  }

  /** `code` already in capitals (normalizeDiscountCode). */
  findByCode(code: string): Promise<DiscountCodeEntity | null> {
    return selectEntity(this.dataSource, DiscountCodeEntity, 'SELECT * FROM discount_codes WHERE code = ?', [code]);
  }

  /** The codes' targets, by code id. */
  async targetsOf(ids: readonly string[]): Promise<Map<string, { templateIds: string[]; categories: string[] }>> {
    const targets = new Map(ids.map((id) => [id, { templateIds: [] as string[], categories: [] as string[] }]));
    if (ids.length === 0) return targets;
    const rows = await selectEntities(
      this.dataSource,
      DiscountCodeTargetEntity,
      `SELECT * FROM discount_code_targets WHERE discountCodeId IN (${ids.map(() => '?').join(', ')}) ORDER BY kind, value`,
      [...ids],
    );
    for (const row of rows) {
      const entry = targets.get(row.discountCodeId)!;
      (row.kind === 'template' ? entry.templateIds : entry.categories).push(row.value);
    }
    return targets;
  }

  /** Orders placed with each code and not paid yet: each holds a use until it completes, expires or is cancelled. */
  async pendingCounts(): Promise<Map<string, number>> {
    const rows: Array<{ id: string; pending: number | string }> = await this.dataSource.query(
      "SELECT discountCodeId AS id, COUNT(*) AS pending FROM orders WHERE discountCodeId IS NOT NULL AND status = 'pending' GROUP BY discountCodeId",
    );
    return new Map(rows.map((row) => [row.id, Number(row.pending)]));
  }

  /** Pending orders holding the code; `exceptUserId`'s own are left out (see DiscountsService.price). */
  async pendingCount(codeId: string, exceptUserId: string | null = null): Promise<number> {
    const rows: Array<{ pending: number | string }> = await this.dataSource.query(
      `SELECT COUNT(*) AS pending FROM orders WHERE discountCodeId = ? AND status = 'pending'${exceptUserId ? ' AND userId <> ?' : ''}`,
      exceptUserId ? [codeId, exceptUserId] : [codeId],
    );
    return Number(rows[0]?.pending ?? 0);
  }

  /** Whether the buyer has paid for an order with the code (once-per-buyer codes; refunded ones count). */
  async paidByBuyer(codeId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      "SELECT 1 AS used FROM orders WHERE discountCodeId = ? AND userId = ? AND status IN ('completed', 'refunded') LIMIT 1",
      [codeId, userId],
    );
    return rows.length > 0;
  }

  /** The template ids and categories of the templates, for a code's scope. */
  async templateCategories(templateIds: readonly string[]): Promise<Map<string, string>> {
    if (templateIds.length === 0) return new Map();
    const rows: Array<{ id: string; category: string }> = await this.dataSource.query(
      `SELECT id, category FROM templates WHERE id IN (${templateIds.map(() => '?').join(', ')})`,
      [...templateIds],
    );
    return new Map(rows.map((row) => [row.id, row.category]));
  }

  private targetSteps(id: string, targets: DiscountTargets): Step[] {
    const rows = [
      ...targets.templateIds.map((value) => ['template', value] as const),
      ...targets.categories.map((value) => ['category', value] as const),
    ];
    if (rows.length === 0) return [];
    return [
      {
        sql: `INSERT INTO discount_code_targets (discountCodeId, kind, value) VALUES ${rows.map(() => '(?, ?, ?)').join(', ')}`,
        params: rows.flatMap(([kind, value]) => [id, kind, value]),
      },
    ];
  }

  /** The code, its targets and its audit entry, together; a taken code fails on the unique index. */
  async insert(code: NewDiscountCode, targets: DiscountTargets, audit: Step): Promise<void> {
    await runAtomically(this.dataSource, [
      {
        sql: `INSERT INTO discount_codes (id, code, kind, percentOff, amountOffCents, startsAt, endsAt, usageLimit, oncePerBuyer, minimumOrderCents, scope,
            usedCount, reservations, archived, revision, createdAt, updatedAt)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?, ?)`,
        params: [
          code.id,
          code.code,
          code.kind,
          code.percentOff,
          code.amountOffCents,
          this.date(code.startsAt),
          this.date(code.endsAt),
          code.usageLimit,
          code.oncePerBuyer ? 1 : 0,
          code.minimumOrderCents,
          code.scope,
          this.date(code.createdAt),
          this.date(code.updatedAt),
        ],
      },
      ...this.targetSteps(code.id, targets),
      audit,
    ]);
  }

  /** The new fields over `revision` (else 'stale'), the targets replaced, with the audit entry. */
  async update(code: Omit<NewDiscountCode, 'createdAt'>, revision: number, targets: DiscountTargets, audit: Step): Promise<'stale' | null> {
    return (await runAtomically(this.dataSource, [
      {
        sql: `UPDATE discount_codes SET code = ?, kind = ?, percentOff = ?, amountOffCents = ?, startsAt = ?, endsAt = ?, usageLimit = ?, oncePerBuyer = ?,
            minimumOrderCents = ?, scope = ?, updatedAt = ?, revision = revision + 1
          WHERE id = ? AND revision = ? AND archived = 0`,
        params: [
          code.code,
          code.kind,
          code.percentOff,
          code.amountOffCents,
          this.date(code.startsAt),
          this.date(code.endsAt),
          code.usageLimit,
          code.oncePerBuyer ? 1 : 0,
          code.minimumOrderCents,
          code.scope,
          this.date(code.updatedAt),
          code.id,
          revision,
        ],
        abortUnlessChanged: 'stale',
      },
      { sql: 'DELETE FROM discount_code_targets WHERE discountCodeId = ?', params: [code.id] },
      ...this.targetSteps(code.id, targets),
      audit,
    ])) as 'stale' | null;
  }

  async archive(id: string, revision: number, now: Date, audit: Step): Promise<'stale' | null> {
    return (await runAtomically(this.dataSource, [
      {
        sql: 'UPDATE discount_codes SET archived = 1, updatedAt = ?, revision = revision + 1 WHERE id = ? AND revision = ? AND archived = 0',
        params: [this.date(now), id, revision],
        abortUnlessChanged: 'stale',
      },
      audit,
    ])) as 'stale' | null;
  }

  /**
   * The first steps of a Place Order with the code (decision 090). Each UPDATE moves `reservations` on,
   * so the first takes the code's row lock (MySQL; SQLite runs the batch alone) and holds it to the
   * commit: a second Place Order with the code waits here, and its counts then see this order. The
   * limit counts the completed uses plus the pending orders holding the code; the order itself is
   * inserted later in the same batch.
   */
  reservationSteps(code: Pick<DiscountCodeEntity, 'id' | 'oncePerBuyer'>, userId: string): Step[] {
    return [
      {
        sql: 'UPDATE discount_codes SET reservations = reservations + 1 WHERE id = ? AND archived = 0',
        params: [code.id],
        abortUnlessChanged: 'discount-gone',
      },
      {
        sql: `UPDATE discount_codes SET reservations = reservations + 1 WHERE id = ?
          AND (usageLimit IS NULL OR usedCount + (SELECT COUNT(*) FROM orders o WHERE o.discountCodeId = ? AND o.status = 'pending') < usageLimit)`,
        params: [code.id, code.id],
        abortUnlessChanged: 'discount-used-up',
      },
      ...(code.oncePerBuyer
        ? [
            {
              sql: `UPDATE discount_codes SET reservations = reservations + 1 WHERE id = ?
                AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.discountCodeId = ? AND o.userId = ? AND o.status IN ${HOLDING_STATUSES})`,
              params: [code.id, code.id, userId],
              abortUnlessChanged: 'discount-already-used',
            },
          ]
        : []),
    ];
  }

  /**
   * The completion's use of the code: the first step of its batch, so completions and Place Orders take
   * the code's row before any order row, in one order (no cycle). The batch is all or nothing and
   * completes an order once, so the use counts exactly once.
   */
  static usageStep(codeId: string): Step {
    return { sql: 'UPDATE discount_codes SET usedCount = usedCount + 1 WHERE id = ?', params: [codeId] };
  }
}
