import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders desk (decision 088): indexes that keep its pages, filters and searches to index ranges at a
 * million orders, and the admins' resends of a confirmation mail (each owes its own outbox row).
 */
export class MysqlOrdersDesk1767400000000 implements MigrationInterface {
  name = 'OrdersDesk1767400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`orders\`
      ADD INDEX \`idx_orders_created\` (\`createdAt\`, \`id\`),
      ADD INDEX \`idx_orders_status_created\` (\`status\`, \`createdAt\`, \`id\`),
      ADD INDEX \`idx_orders_disputed\` (\`disputedAt\`),
      ADD INDEX \`idx_orders_customer_email\` (\`customerEmail\`),
      ADD INDEX \`idx_orders_customer_name\` (\`customerName\`)`);
    await q.query('ALTER TABLE `outbox_messages` ADD INDEX `idx_outbox_messages_ref` (`refId`)');
    await q.query('ALTER TABLE `payments` ADD INDEX `idx_payments_order_provider` (`orderId`, `provider`)');
    await q.query(`CREATE TABLE \`order_confirmation_resends\` (
      \`id\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`adminId\` varchar(36) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_order_confirmation_resends_order\` (\`orderId\`, \`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `order_confirmation_resends`');
    await q.query('ALTER TABLE `payments` DROP INDEX `idx_payments_order_provider`');
    await q.query('ALTER TABLE `outbox_messages` DROP INDEX `idx_outbox_messages_ref`');
    await q.query(`ALTER TABLE \`orders\`
      DROP INDEX \`idx_orders_customer_name\`,
      DROP INDEX \`idx_orders_customer_email\`,
      DROP INDEX \`idx_orders_disputed\`,
      DROP INDEX \`idx_orders_status_created\`,
      DROP INDEX \`idx_orders_created\``);
  }
}
