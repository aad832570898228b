import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's custom-build settings (decision 093): how many working days after payment the finished
 * site is due, and how many revision rounds the price includes. The defaults are what the shop promised
 * before they could be set.
 */
export class MysqlCustomBuildSettings1767910000000 implements MigrationInterface {
  name = 'CustomBuildSettings1767910000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `shop_settings` ADD COLUMN `customBuildLeadDays` int NOT NULL DEFAULT 5, ADD COLUMN `customBuildRevisionRounds` int NOT NULL DEFAULT 2',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `shop_settings` DROP COLUMN `customBuildRevisionRounds`, DROP COLUMN `customBuildLeadDays`');
  }
}
