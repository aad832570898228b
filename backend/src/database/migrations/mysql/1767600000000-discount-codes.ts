import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes (decision 090): the codes and what they are for, the code an order was placed with and
 * the discount it gives, and each line's share of it.
 */
export class MysqlDiscountCodes1767600000000 implements MigrationInterface {
  name = 'DiscountCodes1767600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`discount_codes\` (
      \`id\` varchar(36) NOT NULL,
      \`code\` varchar(32) NOT NULL,
      \`kind\` varchar(10) NOT NULL,
      \`percentOff\` int NULL,
      \`amountOffCents\` int NULL,
      \`startsAt\` datetime(3) NULL,
      \`endsAt\` datetime(3) NULL,
      \`usageLimit\` int NULL,
      \`oncePerBuyer\` tinyint NOT NULL DEFAULT 0,
      \`minimumOrderCents\` int NOT NULL DEFAULT 0,
      \`scope\` varchar(10) NOT NULL,
      \`usedCount\` int NOT NULL DEFAULT 0,
      \`reservations\` int NOT NULL DEFAULT 0,
      \`archived\` tinyint NOT NULL DEFAULT 0,
      \`revision\` int NOT NULL DEFAULT 0,
      \`createdAt\` datetime(3) NOT NULL,
      \`updatedAt\` datetime(3) NOT NULL,
      UNIQUE INDEX \`uq_discount_codes_code\` (\`code\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`discount_code_targets\` (
      \`discountCodeId\` varchar(36) NOT NULL,
      \`kind\` varchar(10) NOT NULL,
      \`value\` varchar(36) NOT NULL,
      PRIMARY KEY (\`discountCodeId\`, \`kind\`, \`value\`),
      CONSTRAINT \`fk_discount_code_targets_code\` FOREIGN KEY (\`discountCodeId\`) REFERENCES \`discount_codes\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`ALTER TABLE \`orders\` ADD COLUMN \`discountCodeId\` varchar(36) NULL,
      ADD COLUMN \`discountCode\` varchar(32) NULL,
      ADD COLUMN \`codeDiscountCents\` int NOT NULL DEFAULT 0`);
    await q.query('CREATE INDEX `idx_orders_discount_code` ON `orders` (`discountCodeId`, `status`)');
    await q.query('ALTER TABLE `order_items` ADD COLUMN `discountCents` int NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `order_items` DROP COLUMN `discountCents`');
    await q.query('DROP INDEX `idx_orders_discount_code` ON `orders`');
    await q.query('ALTER TABLE `orders` DROP COLUMN `discountCodeId`, DROP COLUMN `discountCode`, DROP COLUMN `codeDiscountCents`');
    await q.query('DROP TABLE `discount_code_targets`');
    await q.query('DROP TABLE `discount_codes`');
  }
}
