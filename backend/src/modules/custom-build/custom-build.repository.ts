import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runAtomically, type Step } from '../../database/atomic-steps';
import { selectEntities, selectEntity } from '../../database/entity-rows';
import { dialectOf, sqlDate } from '../../database/sql-dialect';
import { CustomBuildDeliveryEntity } from './entities/custom-build-delivery.entity';
import { CustomBuildSummaryEntity } from './entities/custom-build-summary.entity';

/** How many saved summaries GET /api/custom-build/summaries lists (newest first). */
export const SUMMARIES_LISTED = 20;

/** The custom-build tables' SQL: summaries, the custom build in a cart, deliveries. */
@Injectable()
export class CustomBuildRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private date(value: Date): Date | string {
    return sqlDate(dialectOf(this.dataSource), value);
  }

  async insertSummary(row: CustomBuildSummaryEntity): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO custom_build_summaries (id, userId, requirements, summary, priceCents, createdAt, conversation) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [row.id, row.userId, row.requirements, row.summary, row.priceCents, this.date(row.createdAt), row.conversation],
    );
  }

  summary(id: string): Promise<CustomBuildSummaryEntity | null> {
    return selectEntity(this.dataSource, CustomBuildSummaryEntity, 'SELECT * FROM custom_build_summaries WHERE id = ?', [id]);
  }

  /** A guest's summary becomes the user's; false when someone else has it already. */
  async claim(id: string, userId: string): Promise<boolean> {
    await this.dataSource.query('UPDATE custom_build_summaries SET userId = ? WHERE id = ? AND userId IS NULL', [userId, id]);
    const row = await this.summary(id);
    return row?.userId === userId;
  }

  summariesOf(userId: string): Promise<CustomBuildSummaryEntity[]> {
    return selectEntities(
      this.dataSource,
      CustomBuildSummaryEntity,
      `SELECT * FROM custom_build_summaries WHERE userId = ? ORDER BY createdAt DESC, id DESC LIMIT ${SUMMARIES_LISTED}`,
      [userId],
    );
  }

  /** Whether a completed order bought it (its entitlement names the summary). */
  async ordered(summaryId: string): Promise<boolean> {
    const rows = (await this.dataSource.query('SELECT 1 AS bought FROM entitlements WHERE templateId = ? LIMIT 1', [
      summaryId,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** The user's cart holds this custom build (replacing any other). */
  async putInCart(userId: string, summaryId: string, now: Date): Promise<void> {
    await runAtomically(this.dataSource, [
      { sql: 'DELETE FROM custom_build_carts WHERE userId = ?', params: [userId] },
      { sql: 'INSERT INTO custom_build_carts (userId, summaryId, addedAt) VALUES (?, ?, ?)', params: [userId, summaryId, this.date(now)] },
    ]);
  }

  cartSummary(userId: string): Promise<CustomBuildSummaryEntity | null> {
    return selectEntity(
      this.dataSource,
      CustomBuildSummaryEntity,
      'SELECT s.* FROM custom_build_carts c JOIN custom_build_summaries s ON s.id = c.summaryId WHERE c.userId = ?',
      [userId],
    );
  }

  async removeFromCart(userId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM custom_build_carts WHERE userId = ?', [userId]);
  }

  /** The cart emptied of this custom build, for the payment's batch (CustomBuildOrdersService.completionSteps). */
  cartRemovalStep(userId: string, summaryId: string): Step {
    return { sql: 'DELETE FROM custom_build_carts WHERE userId = ? AND summaryId = ?', params: [userId, summaryId] };
  }

  delivery(orderItemId: string): Promise<CustomBuildDeliveryEntity | null> {
    return selectEntity(this.dataSource, CustomBuildDeliveryEntity, 'SELECT * FROM custom_build_deliveries WHERE orderItemId = ?', [
      orderItemId,
    ]);
  }

  deliveriesOfOrders(orderIds: readonly string[]): Promise<CustomBuildDeliveryEntity[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return selectEntities(
      this.dataSource,
      CustomBuildDeliveryEntity,
      `SELECT * FROM custom_build_deliveries WHERE orderId IN (${orderIds.map(() => '?').join(', ')})`,
      [...orderIds],
    );
  }
}
