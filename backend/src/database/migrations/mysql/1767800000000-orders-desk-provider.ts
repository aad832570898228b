import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders desk's provider filter and the refunds export (decisions 088, 089). Each order keeps the
 * provider of its latest payment (written with every payment it starts), indexed with the desk's order
 * `(provider, createdAt, id)`, so "Stripe orders" is one index range like a status, not a payment lookup
 * per order walked. Refunds are read by `refundedAt` range, of orders and of lines: one index each.
 * The backfill takes each order's latest payment (by `createdAt`, then id), as the desk showed it.
 * `revenue_new_customers` (decision 089) holds every buyer with a completed order, backfilled with each
 * one's first: a completion counts a new customer by adding its buyer there, not by reading orders.
 */
/** Each buyer with a completed order, with their first (by completion, then id). The same words on SQLite. */
export const NEW_CUSTOMERS_BACKFILL = `INSERT INTO revenue_new_customers (userId, orderId)
  SELECT f.userId, (SELECT p.id FROM orders p WHERE p.userId = f.userId AND p.completedAt IS NOT NULL ORDER BY p.completedAt, p.id LIMIT 1)
  FROM (SELECT DISTINCT userId FROM orders WHERE completedAt IS NOT NULL) f`;

export class MysqlOrdersDeskProvider1767800000000 implements MigrationInterface {
  name = 'OrdersDeskProvider1767800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `orders` ADD COLUMN `provider` varchar(20) NULL');
    await q.query(`UPDATE \`orders\` o SET o.\`provider\` = (
        SELECT p.\`provider\` FROM \`payments\` p WHERE p.\`orderId\` = o.\`id\` ORDER BY p.\`createdAt\` DESC, p.\`id\` DESC LIMIT 1)`);
    await q.query(`ALTER TABLE \`orders\`
      ADD INDEX \`idx_orders_provider_created\` (\`provider\`, \`createdAt\`, \`id\`),
      ADD INDEX \`idx_orders_refunded\` (\`refundedAt\`, \`id\`)`);
    await q.query('ALTER TABLE `order_items` ADD INDEX `idx_order_items_refunded` (`refundedAt`, `id`)');
    await q.query(`CREATE TABLE \`revenue_new_customers\` (
      \`userId\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      PRIMARY KEY (\`userId\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(NEW_CUSTOMERS_BACKFILL);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `revenue_new_customers`');
    await q.query('ALTER TABLE `order_items` DROP INDEX `idx_order_items_refunded`');
    await q.query(`ALTER TABLE \`orders\`
      DROP INDEX \`idx_orders_refunded\`,
      DROP INDEX \`idx_orders_provider_created\`,
      DROP COLUMN \`provider\``);
  }
}
