import type { MigrationInterface, QueryRunner } from 'typeorm';
import { backfillPurchaseCodes } from '../purchase-codes-backfill';

/**
 * Licences (decision 091): a template's Extended price, the shop's default multiple for it, the licence
 * of cart and order lines, one purchase code per licence bought (filled here for the lines of orders
 * completed before), and the support desk's tokens for checking a code.
 */
export class MysqlLicences1767700000000 implements MigrationInterface {
  name = 'Licences1767700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `templates` ADD COLUMN `extendedPriceCents` int NULL');
    await q.query('ALTER TABLE `shop_settings` ADD COLUMN `extendedLicenceMultiple` int NOT NULL DEFAULT 5');
    await q.query("ALTER TABLE `cart_items` ADD COLUMN `licence` varchar(12) NOT NULL DEFAULT 'regular'");
    await q.query(
      "ALTER TABLE `order_items` ADD COLUMN `licence` varchar(12) NOT NULL DEFAULT 'regular', ADD COLUMN `licenceUpgrade` tinyint NOT NULL DEFAULT 0",
    );
    await q.query(`CREATE TABLE \`purchase_codes\` (
      \`id\` varchar(36) NOT NULL,
      \`code\` varchar(36) NOT NULL,
      \`orderItemId\` varchar(36) NOT NULL,
      \`seq\` int NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`licence\` varchar(12) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`upgradedAt\` datetime(3) NULL,
      \`upgradeOrderItemId\` varchar(36) NULL,
      PRIMARY KEY (\`id\`),
      UNIQUE INDEX \`uq_purchase_codes_code\` (\`code\`),
      UNIQUE INDEX \`uq_purchase_codes_item_seq\` (\`orderItemId\`, \`seq\`),
      INDEX \`idx_purchase_codes_user_template\` (\`userId\`, \`templateId\`, \`licence\`),
      INDEX \`idx_purchase_codes_order\` (\`orderId\`),
      CONSTRAINT \`fk_purchase_codes_order_item\` FOREIGN KEY (\`orderItemId\`) REFERENCES \`order_items\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`support_tokens\` (
      \`id\` varchar(36) NOT NULL,
      \`label\` varchar(80) NOT NULL,
      \`tokenHash\` varchar(64) NOT NULL,
      \`hint\` varchar(8) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`revokedAt\` datetime(3) NULL,
      PRIMARY KEY (\`id\`),
      UNIQUE INDEX \`uq_support_tokens_hash\` (\`tokenHash\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await backfillPurchaseCodes(q, 'mysql');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `support_tokens`');
    await q.query('DROP TABLE `purchase_codes`');
    await q.query('ALTER TABLE `order_items` DROP COLUMN `licenceUpgrade`, DROP COLUMN `licence`');
    await q.query('ALTER TABLE `cart_items` DROP COLUMN `licence`');
    await q.query('ALTER TABLE `shop_settings` DROP COLUMN `extendedLicenceMultiple`');
    await q.query('ALTER TABLE `templates` DROP COLUMN `extendedPriceCents`');
  }
}
