import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 042: payments through a provider (Stripe), their refunds, disputes and refunded duplicate lines. */
export class MysqlPaymentProviders1765500000000 implements MigrationInterface {
  name = 'PaymentProviders1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`payments\`
      ADD \`provider\` varchar(20) NOT NULL DEFAULT 'simulated',
      ADD \`providerRef\` varchar(255) NULL,
      ADD \`providerPaymentId\` varchar(255) NULL,
      ADD \`refundedCents\` int NOT NULL DEFAULT 0,
      ADD UNIQUE INDEX \`uq_payments_provider_ref\` (\`provider\`, \`providerRef\`),
      ADD INDEX \`idx_payments_provider_payment\` (\`providerPaymentId\`)`);
    await q.query('ALTER TABLE `orders` ADD `disputedAt` datetime(3) NULL, ADD `refundRequestedAt` datetime(3) NULL');
    await q.query('ALTER TABLE `order_items` ADD `refundedAt` datetime(3) NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`payments\` DROP INDEX \`idx_payments_provider_payment\`, DROP INDEX \`uq_payments_provider_ref\`,
      DROP \`provider\`, DROP \`providerRef\`, DROP \`providerPaymentId\`, DROP \`refundedCents\``);
    await q.query('ALTER TABLE `orders` DROP `disputedAt`, DROP `refundRequestedAt`');
    await q.query('ALTER TABLE `order_items` DROP `refundedAt`');
  }
}
