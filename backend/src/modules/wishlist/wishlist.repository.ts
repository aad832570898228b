import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically } from '../../database/atomic-steps';
import { isUniqueViolation } from '../../database/unique-violation';
import { dialectOf, sqlDate, type Dialect } from '../../database/sql-dialect';
import { TEMPLATE_SELECT, type TemplateRow } from '../catalog';

export type AddOutcome = 'added' | 'kept' | 'missing' | 'full';

/** wishlist_items, read newest first from (userId, addedAt, templateId). */
@Injectable()
export class WishlistRepository {
  private readonly dialect: Dialect;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.dialect = dialectOf(dataSource);
  }

  async ids(userId: string): Promise<string[]> {
    const rows = (await this.dataSource.query(
      'SELECT templateId FROM wishlist_items WHERE userId = ? ORDER BY addedAt DESC, templateId DESC',
      [userId],
    )) as Array<{ templateId: string }>;
    return rows.map((row) => row.templateId);
  }

  async list(userId: string): Promise<Array<TemplateRow & { addedAt: Date | string }>> {
    return (await this.dataSource.query(
      `SELECT ${TEMPLATE_SELECT('t')}, w.addedAt AS addedAt FROM wishlist_items w JOIN templates t ON t.id = w.templateId
        WHERE w.userId = ? ORDER BY w.addedAt DESC, w.templateId DESC`,
      [userId],
    )) as Array<TemplateRow & { addedAt: Date | string }>;
  }

  /**
   * Adds a template unless it is there already (idempotent), does not exist, or the list holds
   * `max` already: one INSERT ... SELECT decides the last two, so nothing is read and then trusted.
   */
  async add(userId: string, templateId: string, at: Date, max: number): Promise<AddOutcome> {
    const present = (await this.dataSource.query('SELECT 1 AS present FROM wishlist_items WHERE userId = ? AND templateId = ?', [
      userId,
      templateId,
    ])) as unknown[];
    if (present.length > 0) return 'kept';
    let refusal: string | null;
    try {
      refusal = await runAtomically(this.dataSource, [
        {
          sql: `INSERT INTO wishlist_items (userId, templateId, addedAt)
            SELECT ?, t.id, ? FROM templates t
            WHERE t.id = ? AND (SELECT COUNT(*) FROM wishlist_items w WHERE w.userId = ?) < ?`,
          params: [userId, sqlDate(this.dialect, at), templateId, userId, max],
          abortUnlessChanged: 'refused',
        },
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) return 'kept'; // the same add, twice at once
      throw error;
    }
    if (refusal === null) return 'added';
    const exists = (await this.dataSource.query('SELECT 1 AS present FROM templates WHERE id = ?', [templateId])) as unknown[];
    return exists.length > 0 ? 'full' : 'missing';
  }

  async remove(userId: string, templateId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM wishlist_items WHERE userId = ? AND templateId = ?', [userId, templateId]);
  }
}
