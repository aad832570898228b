import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 066: money taken for an order that can no longer be paid is refunded once, the payments row
 * claimed before the provider is asked: `unusableRefund` is claimed (with `unusableRefundAt`, a lease
 * a dead process's claim outlives), done, or refused by the provider for good (the admin is told).
 */
export class MysqlUnusablePaymentRefunds1766300000000 implements MigrationInterface {
  name = 'UnusablePaymentRefunds1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `payments` ADD `unusableRefund` varchar(20) NULL, ADD `unusableRefundAt` datetime(3) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `payments` DROP COLUMN `unusableRefund`, DROP COLUMN `unusableRefundAt`');
  }
}
