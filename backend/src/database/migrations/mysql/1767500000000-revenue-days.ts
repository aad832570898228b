import type { MigrationInterface, QueryRunner } from 'typeorm';
import { revenueBackfill } from '../revenue-backfill';

/**
 * The revenue dashboard (decision 089): the shop's time zone, and the daily aggregates kept as orders
 * complete and refund, filled once here from the orders already completed (in UTC, the zone until set).
 */
export class MysqlRevenueDays1767500000000 implements MigrationInterface {
  name = 'RevenueDays1767500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE `shop_settings` ADD COLUMN `timeZone` varchar(64) NOT NULL DEFAULT 'UTC'");
    await q.query(`CREATE TABLE \`revenue_days\` (
      \`day\` varchar(10) NOT NULL,
      \`currency\` varchar(3) NOT NULL,
      \`orders\` int NOT NULL,
      \`grossCents\` bigint NOT NULL,
      \`netCents\` bigint NOT NULL,
      \`taxCents\` bigint NOT NULL,
      \`refunds\` int NOT NULL,
      \`refundedCents\` bigint NOT NULL,
      \`newCustomers\` int NOT NULL,
      PRIMARY KEY (\`day\`, \`currency\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`revenue_template_days\` (
      \`day\` varchar(10) NOT NULL,
      \`currency\` varchar(3) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`category\` varchar(20) NOT NULL,
      \`sales\` int NOT NULL,
      \`revenueCents\` bigint NOT NULL,
      PRIMARY KEY (\`day\`, \`currency\`, \`templateId\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    for (const sql of revenueBackfill(true)) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `revenue_template_days`');
    await q.query('DROP TABLE `revenue_days`');
    await q.query('ALTER TABLE `shop_settings` DROP COLUMN `timeZone`');
  }
}
