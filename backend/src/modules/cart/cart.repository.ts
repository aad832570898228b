import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CART_LIMITS } from '@tm/contracts/cart';
import { retryOnDeadlock, sqliteHandleOf } from '../../database/atomic-steps';
import { dialectOf, sqlDate, type Dialect } from '../../database/sql-dialect';
import { TEMPLATE_SELECT, type TemplateRow } from '../catalog';
import { uuidV7 } from '../../database/uuid-v7';

/** A cart line with its template's columns (TEMPLATE_SELECT), as the list query returns it. */
export interface CartLineRow extends TemplateRow {
  cartItemId: string;
  cartUserId: string;
  cartQuantity: number;
  cartAddedAt: Date | string;
  cartPriceAtAdd: number | null;
  /** The licence the line buys (decision 091). */
  cartLicence: string;
  /** 1 when the user owns the template already (an Extended line is then an upgrade), else 0. */
  cartOwned: number | string;
}

export interface MergeLine {
  templateId: string;
  quantity: number;
}

/** What a merge did: the units it added, and the templates it left out because the user owns them. */
export interface MergeOutcome {
  added: number;
  owned: string[];
}

const MAX = CART_LIMITS.maxQuantity;

const LINES = `SELECT c.id AS cartItemId, c.userId AS cartUserId, c.quantity AS cartQuantity, c.addedAt AS cartAddedAt, c.priceCentsAtAdd AS cartPriceAtAdd, c.licence AS cartLicence,
    CASE WHEN EXISTS (SELECT 1 FROM entitlements o WHERE o.userId = c.userId AND o.templateId = c.templateId) THEN 1 ELSE 0 END AS cartOwned, ${TEMPLATE_SELECT('t')}
  FROM cart_items c JOIN templates t ON t.id = c.templateId`;

/** One of the user's lines, by its id or its template's. */
const LINE_OF = `${LINES} WHERE c.userId = ? AND (c.id = ? OR c.templateId = ?) ORDER BY c.id LIMIT 1`;

/** What the template costs at the moment given twice (parameters): a running sale's price, else the price (decision 076). */
const PRICE_NOW = `CASE WHEN t.salePriceCents IS NOT NULL AND (t.saleStartsAt IS NULL OR t.saleStartsAt <= ?)
  AND (t.saleEndsAt IS NULL OR t.saleEndsAt > ?) THEN t.salePriceCents ELSE t.priceCents END`;

/** The user (last parameter) does not own the template `t` already: an owned template never enters a cart. */
const NOT_OWNED = 'NOT EXISTS (SELECT 1 FROM entitlements e WHERE e.userId = ? AND e.templateId = t.id)';

/**
 * Adds `quantity` of a template to a user's line, creating it if needed, capped at the maximum, in
 * one statement: concurrent adds of one template end in one row with the right sum. Nothing is
 * written when the template does not exist or the user owns it (INSERT ... SELECT finds no row).
 * Parameters: line id, userId, quantity, addedAt, the moment of the price twice, templateId, userId.
 */
const UPSERT: Record<Dialect, string> = {
  sqlite: `INSERT INTO cart_items (id, userId, templateId, quantity, addedAt, priceCentsAtAdd)
    SELECT ?, ?, t.id, ?, ?, ${PRICE_NOW} FROM templates t WHERE t.id = ? AND t.status <> 'draft' AND ${NOT_OWNED}
    ON CONFLICT (userId, templateId) DO UPDATE SET quantity = MIN(cart_items.quantity + excluded.quantity, ${MAX}),
      priceCentsAtAdd = excluded.priceCentsAtAdd`,
  mysql: `INSERT INTO cart_items (id, userId, templateId, quantity, addedAt, priceCentsAtAdd)
    SELECT ?, ?, t.id, ?, ?, ${PRICE_NOW} FROM templates t WHERE t.id = ? AND t.status <> 'draft' AND ${NOT_OWNED}
    ON DUPLICATE KEY UPDATE quantity = LEAST(cart_items.quantity + VALUES(quantity), ${MAX}), priceCentsAtAdd = VALUES(priceCentsAtAdd)`,
};

/**
 * An add naming its licence (decision 091): the line takes the licence and the price of the moment given
 * by the caller; the same licence adds to the quantity (capped by the last parameter), another licence
 * switches the line and sets the quantity. An owned template is written only for an upgrade (`allowOwned` 1).
 * Parameters: line id, userId, quantity, addedAt, price, licence, templateId, allowOwned, userId, cap.
 */
const UPSERT_LICENCE: Record<Dialect, string> = {
  sqlite: `INSERT INTO cart_items (id, userId, templateId, quantity, addedAt, priceCentsAtAdd, licence)
    SELECT ?, ?, t.id, ?, ?, ?, ? FROM templates t WHERE t.id = ? AND t.status <> 'draft' AND (? = 1 OR ${NOT_OWNED})
    ON CONFLICT (userId, templateId) DO UPDATE SET
      quantity = CASE WHEN cart_items.licence = excluded.licence THEN MIN(cart_items.quantity + excluded.quantity, ?) ELSE excluded.quantity END,
      priceCentsAtAdd = excluded.priceCentsAtAdd, licence = excluded.licence`,
  // MySQL assigns left to right: the quantity is worked out against the line's old licence.
  mysql: `INSERT INTO cart_items (id, userId, templateId, quantity, addedAt, priceCentsAtAdd, licence)
    SELECT ?, ?, t.id, ?, ?, ?, ? FROM templates t WHERE t.id = ? AND t.status <> 'draft' AND (? = 1 OR ${NOT_OWNED})
    ON DUPLICATE KEY UPDATE quantity = IF(cart_items.licence = VALUES(licence), LEAST(cart_items.quantity + VALUES(quantity), ?), VALUES(quantity)),
      priceCentsAtAdd = VALUES(priceCentsAtAdd), licence = VALUES(licence)`,
};

/** One add per (user, Idempotency-Key): the second insert of the pair does nothing. */
const CLAIM_ADD: Record<Dialect, string> = {
  sqlite: 'INSERT OR IGNORE INTO cart_add_receipts (userId, idempotencyKey, addedAt) VALUES (?, ?, ?)',
  mysql: 'INSERT IGNORE INTO cart_add_receipts (userId, idempotencyKey, addedAt) VALUES (?, ?, ?)',
};

/** One merge per (user, mergeId): the second insert of the pair does nothing. */
const CLAIM_MERGE: Record<Dialect, string> = {
  sqlite: 'INSERT OR IGNORE INTO cart_merges (userId, mergeId, appliedAt) VALUES (?, ?, ?)',
  mysql: 'INSERT IGNORE INTO cart_merges (userId, mergeId, appliedAt) VALUES (?, ?, ?)',
};

/** Merge receipts are only needed while a client may retry. */
const MERGE_RECEIPT_MS = 24 * 60 * 60_000;
/** So are add receipts. */
const ADD_RECEIPT_MS = MERGE_RECEIPT_MS;

/** Cart SQL for both dialects. Every statement is scoped to one user's rows. */
@Injectable()
export class CartRepository {
  private readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  /** The user's lines with their templates, oldest first. */
  lines(userId: string): Promise<CartLineRow[]> {
    return this.dataSource.query(`${LINES} WHERE c.userId = ? ORDER BY c.id`, [userId]);
  }

  /** The user's line whose id or template id is `idOrTemplateId`, or undefined. */
  async line(userId: string, idOrTemplateId: string): Promise<CartLineRow | undefined> {
    const rows: CartLineRow[] = await this.dataSource.query(LINE_OF, [userId, idOrTemplateId, idOrTemplateId]);
    return rows[0];
  }

  /** How many lines the user has, and whether one of them is for `templateId`. */
  async lineCount(userId: string, templateId: string): Promise<{ lines: number; hasTemplate: boolean }> {
    const rows: Array<{ lineCount: number | string; hasTemplate: number | string | null }> = await this.dataSource.query(
      'SELECT COUNT(*) AS lineCount, SUM(CASE WHEN templateId = ? THEN 1 ELSE 0 END) AS hasTemplate FROM cart_items WHERE userId = ?',
      [templateId, userId],
    );
    return { lines: Number(rows[0]?.lineCount ?? 0), hasTemplate: Number(rows[0]?.hasTemplate ?? 0) > 0 };
  }

  /**
   * See UPSERT. Its foreign key checks take shared locks on the user and template rows, which a
   * completion's sales-count update holds exclusively: InnoDB may pick the add as a deadlock victim
   * (one in 30,000 under the checkout load). The statement rolled back, so it simply runs again.
   */
  async add(
    userId: string,
    templateId: string,
    quantity: number,
    now: Date,
    idempotencyKey?: string,
    licence?: { licence: string; priceCents: number; allowOwned: boolean; cap: number },
  ): Promise<CartLineRow | undefined> {
    const at = sqlDate(this.dialect, now);
    const statement = licence ? UPSERT_LICENCE : UPSERT;
    const params = licence
      ? [
          uuidV7(now.getTime()),
          userId,
          Math.min(quantity, licence.cap),
          at,
          licence.priceCents,
          licence.licence,
          templateId,
          licence.allowOwned ? 1 : 0,
          userId,
          licence.cap,
        ]
      : [uuidV7(now.getTime()), userId, quantity, at, at, at, templateId, userId];
    const read = [userId, templateId, templateId];
    const receipt = idempotencyKey === undefined ? undefined : [userId, idempotencyKey, sqlDate(this.dialect, now)];
    const stale = [userId, sqlDate(this.dialect, new Date(now.getTime() - ADD_RECEIPT_MS))];
    // The line is read in the transaction that wrote it: a checkout completing meanwhile removes it only
    // after this commits, so the answer says what the add did rather than 404. With a key, the receipt
    // commits with the add, and an add whose receipt is there already adds nothing (decision 050).
    if (this.dialect === 'sqlite') {
      const db = sqliteHandleOf(this.dataSource);
      const upsert = db.prepare(statement.sqlite);
      const line = db.prepare<CartLineRow>(LINE_OF);
      const claim = db.prepare(CLAIM_ADD.sqlite);
      const prune = db.prepare('DELETE FROM cart_add_receipts WHERE userId = ? AND addedAt < ?');
      return db.transaction(() => {
        if (receipt) prune.run(...stale);
        if (!receipt || claim.run(...receipt).changes === 1) upsert.run(...params);
        return line.get(...read);
      })();
    }
    return retryOnDeadlock(() =>
      this.dataSource.transaction(async (manager) => {
        let fresh = true;
        if (receipt) {
          await manager.query('DELETE FROM cart_add_receipts WHERE userId = ? AND addedAt < ?', stale);
          fresh = ((await manager.query(CLAIM_ADD.mysql, receipt)) as { affectedRows: number }).affectedRows === 1;
        }
        if (fresh) await manager.query(statement.mysql, params);
        return ((await manager.query(LINE_OF, read)) as CartLineRow[])[0];
      }),
    );
  }

  /** The template as a licence's price needs it, unless it is a draft or does not exist. */
  async template(templateId: string): Promise<TemplateRow | undefined> {
    const rows: TemplateRow[] = await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')} FROM templates t WHERE t.id = ? AND t.status <> 'draft'`,
      [templateId],
    );
    return rows[0];
  }

  async templateExists(templateId: string): Promise<boolean> {
    return (
      ((await this.dataSource.query("SELECT 1 AS found FROM templates WHERE id = ? AND status <> 'draft'", [templateId])) as unknown[])
        .length > 0
    );
  }

  /** The user owns the template (a completed order granted it). */
  async owns(userId: string, templateId: string): Promise<boolean> {
    return (
      (
        (await this.dataSource.query('SELECT 1 AS found FROM entitlements WHERE userId = ? AND templateId = ? LIMIT 1', [
          userId,
          templateId,
        ])) as unknown[]
      ).length > 0
    );
  }

  /** Sets the quantity of the user's line; false when there is no such line. */
  async setQuantity(userId: string, idOrTemplateId: string, quantity: number): Promise<boolean> {
    return (
      (await this.affected('UPDATE cart_items SET quantity = ? WHERE userId = ? AND (id = ? OR templateId = ?)', [
        quantity,
        userId,
        idOrTemplateId,
        idOrTemplateId,
      ])) > 0
    );
  }

  /** Removes the user's line; false when there was no such line. */
  async remove(userId: string, idOrTemplateId: string): Promise<boolean> {
    return (
      (await this.affected('DELETE FROM cart_items WHERE userId = ? AND (id = ? OR templateId = ?)', [
        userId,
        idOrTemplateId,
        idOrTemplateId,
      ])) > 0
    );
  }

  /**
   * Applies a guest cart once per mergeId, atomically: the receipt and every line commit together.
   * Lines for templates that no longer exist, that the user owns, or that would take the cart past its
   * line limit, are skipped. Returns the units added (after the per-line cap) and the owned templates
   * left out, or null when the merge was applied before.
   */
  merge(userId: string, mergeId: string, lines: readonly MergeLine[], now: Date): Promise<MergeOutcome | null> {
    return this.dialect === 'sqlite'
      ? Promise.resolve(this.mergeSqlite(userId, mergeId, lines, now))
      : this.mergeMysql(userId, mergeId, lines, now);
  }

  /**
   * better-sqlite3 runs statements synchronously, so a synchronous transaction on its handle cannot
   * interleave with any other request's queries on the one shared connection (a TypeORM transaction,
   * with awaits between statements, could take other requests' writes into it).
   */
  private mergeSqlite(userId: string, mergeId: string, lines: readonly MergeLine[], now: Date): MergeOutcome | null {
    const db = sqliteHandleOf(this.dataSource);
    const at = sqlDate('sqlite', now) as string;
    const quantityOf = db.prepare<{ quantity: number }>('SELECT quantity FROM cart_items WHERE userId = ? AND templateId = ?');
    const lineCount = db.prepare<{ n: number }>('SELECT COUNT(*) AS n FROM cart_items WHERE userId = ?');
    const ownsOne = db.prepare<{ found: number }>('SELECT 1 AS found FROM entitlements WHERE userId = ? AND templateId = ?');
    const upsert = db.prepare(UPSERT.sqlite);
    return db.transaction((): MergeOutcome | null => {
      db.prepare('DELETE FROM cart_merges WHERE userId = ? AND appliedAt < ?').run(
        userId,
        sqlDate('sqlite', new Date(now.getTime() - MERGE_RECEIPT_MS)),
      );
      if (db.prepare(CLAIM_MERGE.sqlite).run(userId, mergeId, at).changes === 0) return null;
      let added = 0;
      const owned: string[] = [];
      for (const line of lines) {
        if (ownsOne.get(userId, line.templateId)) {
          owned.push(line.templateId);
          continue;
        }
        const before = quantityOf.get(userId, line.templateId)?.quantity;
        if (before === undefined && lineCount.get(userId)!.n >= CART_LIMITS.maxLines) continue;
        upsert.run(uuidV7(now.getTime()), userId, line.quantity, at, at, at, line.templateId, userId);
        const after = quantityOf.get(userId, line.templateId)?.quantity;
        if (after !== undefined) added += after - (before ?? 0);
      }
      return { added, owned };
    })();
  }

  private async mergeMysql(userId: string, mergeId: string, lines: readonly MergeLine[], now: Date): Promise<MergeOutcome | null> {
    // Pruned outside the transaction: its range lock on the user's receipts made concurrent merges deadlock.
    await retryOnDeadlock(() =>
      this.dataSource.query('DELETE FROM cart_merges WHERE userId = ? AND appliedAt < ?', [
        userId,
        new Date(now.getTime() - MERGE_RECEIPT_MS),
      ]),
    );
    return retryOnDeadlock(() =>
      this.dataSource.transaction(async (manager) => {
        // A concurrent call with the same mergeId waits here on the key until this one commits, then inserts nothing.
        const claim = (await manager.query(CLAIM_MERGE.mysql, [userId, mergeId, now])) as { affectedRows: number };
        if (claim.affectedRows === 0) return null;
        // Lock the user's lines so the before/after quantities below are this transaction's alone.
        const current: Array<{ templateId: string; quantity: number }> = await manager.query(
          'SELECT templateId, quantity FROM cart_items WHERE userId = ? FOR UPDATE',
          [userId],
        );
        const quantities = new Map(current.map((row) => [row.templateId, Number(row.quantity)]));
        const ownedRows: Array<{ templateId: string }> =
          lines.length === 0
            ? []
            : await manager.query(
                `SELECT templateId FROM entitlements WHERE userId = ? AND templateId IN (${lines.map(() => '?').join(', ')})`,
                [userId, ...lines.map((line) => line.templateId)],
              );
        const ownedIds = new Set(ownedRows.map((row) => row.templateId));
        let added = 0;
        const owned: string[] = [];
        for (const line of lines) {
          if (ownedIds.has(line.templateId)) {
            owned.push(line.templateId);
            continue;
          }
          const before = quantities.get(line.templateId);
          if (before === undefined && quantities.size >= CART_LIMITS.maxLines) continue;
          await manager.query(UPSERT.mysql, [uuidV7(now.getTime()), userId, line.quantity, now, now, now, line.templateId, userId]);
          const [row] = (await manager.query('SELECT quantity FROM cart_items WHERE userId = ? AND templateId = ?', [
            userId,
            line.templateId,
          ])) as Array<{
            quantity: number;
          }>;
          if (row === undefined) continue; // no such template, or owned since the check above
          quantities.set(line.templateId, Number(row.quantity));
          added += Number(row.quantity) - (before ?? 0);
        }
        return { added, owned };
      }),
    );
  }

  /** Rows a write changed (both drivers report it on the structured result); run again if a deadlock victim. */
  private affected(sql: string, parameters: unknown[]): Promise<number> {
    return retryOnDeadlock(async () => {
      const runner = this.dataSource.createQueryRunner();
      try {
        return (await runner.query(sql, parameters, true)).affected ?? 0;
      } finally {
        await runner.release();
      }
    });
  }
}
