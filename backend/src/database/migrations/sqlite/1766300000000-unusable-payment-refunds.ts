import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 066: the unusable payment's refund, claimed before the provider is asked (see the MySQL migration of the same name). */
export class SqliteUnusablePaymentRefunds1766300000000 implements MigrationInterface {
  name = 'UnusablePaymentRefunds1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "payments" ADD COLUMN "unusableRefund" varchar(20)');
    await q.query('ALTER TABLE "payments" ADD COLUMN "unusableRefundAt" datetime(3)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "payments" DROP COLUMN "unusableRefundAt"');
    await q.query('ALTER TABLE "payments" DROP COLUMN "unusableRefund"');
  }
}
