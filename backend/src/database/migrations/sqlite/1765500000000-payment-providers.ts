import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 042: payments through a provider (Stripe), their refunds, disputes and refunded duplicate lines. */
export class SqlitePaymentProviders1765500000000 implements MigrationInterface {
  name = 'PaymentProviders1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "payments" ADD COLUMN "provider" varchar(20) NOT NULL DEFAULT ('simulated')`);
    await q.query(`ALTER TABLE "payments" ADD COLUMN "providerRef" varchar(255)`);
    await q.query(`ALTER TABLE "payments" ADD COLUMN "providerPaymentId" varchar(255)`);
    await q.query(`ALTER TABLE "payments" ADD COLUMN "refundedCents" integer NOT NULL DEFAULT (0)`);
    await q.query(`CREATE UNIQUE INDEX "uq_payments_provider_ref" ON "payments" ("provider", "providerRef")`);
    await q.query(`CREATE INDEX "idx_payments_provider_payment" ON "payments" ("providerPaymentId")`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "disputedAt" datetime(3)`);
    await q.query(`ALTER TABLE "orders" ADD COLUMN "refundRequestedAt" datetime(3)`);
    await q.query(`ALTER TABLE "order_items" ADD COLUMN "refundedAt" datetime(3)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_payments_provider_payment"`);
    await q.query(`DROP INDEX "uq_payments_provider_ref"`);
    for (const column of ['provider', 'providerRef', 'providerPaymentId', 'refundedCents'])
      await q.query(`ALTER TABLE "payments" DROP COLUMN "${column}"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "disputedAt"`);
    await q.query(`ALTER TABLE "orders" DROP COLUMN "refundRequestedAt"`);
    await q.query(`ALTER TABLE "order_items" DROP COLUMN "refundedAt"`);
  }
}
