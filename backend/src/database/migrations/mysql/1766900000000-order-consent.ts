import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 082: an order keeps which version of each text the buyer agreed to at checkout (the terms, the
 * immediate download's and the custom build service's withdrawal wordings) and when. Null on the orders
 * placed before, and for a text the order did not need.
 */
export class MysqlOrderConsent1766900000000 implements MigrationInterface {
  name = 'OrderConsent1766900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`orders\`
      ADD \`termsVersion\` varchar(40) NULL,
      ADD \`immediateDeliveryVersion\` varchar(40) NULL,
      ADD \`serviceStartVersion\` varchar(40) NULL,
      ADD \`consentedAt\` datetime(3) NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE `orders` DROP COLUMN `consentedAt`, DROP COLUMN `serviceStartVersion`, DROP COLUMN `immediateDeliveryVersion`, DROP COLUMN `termsVersion`',
    );
  }
}
