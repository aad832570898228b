import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax as the payment provider computed it, kept on the order (decision 081): what was charged, the tax and
 * any discount in it, the currency, the buyer's country and tax id, and each line's tax and rate. The
 * order's `totalCents` stays what the shop asked for (the lines' prices); `paidCents` is what the
 * buyer paid, tax included. The shop's price setting says whether its prices include tax.
 */
export class MysqlOrderTax1767000000000 implements MigrationInterface {
  name = 'OrderTax1767000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`orders\`
      ADD COLUMN \`paidCents\` int NULL,
      ADD COLUMN \`taxCents\` int NOT NULL DEFAULT 0,
      ADD COLUMN \`discountCents\` int NOT NULL DEFAULT 0,
      ADD COLUMN \`currency\` varchar(3) NULL,
      ADD COLUMN \`taxBehavior\` varchar(10) NULL,
      ADD COLUMN \`buyerCountry\` varchar(2) NULL,
      ADD COLUMN \`buyerTaxId\` varchar(40) NULL,
      ADD COLUMN \`reverseCharge\` tinyint NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE \`order_items\`
      ADD COLUMN \`taxCents\` int NOT NULL DEFAULT 0,
      ADD COLUMN \`taxRateBps\` int NULL`);
    await q.query("ALTER TABLE `shop_settings` ADD COLUMN `taxBehavior` varchar(10) NOT NULL DEFAULT 'exclusive'");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `shop_settings` DROP COLUMN `taxBehavior`');
    await q.query('ALTER TABLE `order_items` DROP COLUMN `taxCents`, DROP COLUMN `taxRateBps`');
    await q.query(`ALTER TABLE \`orders\` DROP COLUMN \`paidCents\`, DROP COLUMN \`taxCents\`, DROP COLUMN \`discountCents\`,
      DROP COLUMN \`currency\`, DROP COLUMN \`taxBehavior\`, DROP COLUMN \`buyerCountry\`, DROP COLUMN \`buyerTaxId\`, DROP COLUMN \`reverseCharge\``);
  }
}
