import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Orders with their items (snapshots), payment sessions, entitlements and the download log (MySQL 8 / MariaDB). */
export class MysqlOrders1764100000000 implements MigrationInterface {
  name = 'Orders1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`orders\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`totalCents\` int NOT NULL,
      \`customerEmail\` varchar(254) NOT NULL,
      \`customerName\` varchar(120) NOT NULL,
      \`customerPhone\` varchar(20) NULL,
      \`idempotencyKey\` varchar(200) NULL,
      \`requestHash\` varchar(64) NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`completedAt\` datetime(3) NULL,
      UNIQUE INDEX \`uq_orders_user_idempotency_key\` (\`userId\`, \`idempotencyKey\`),
      INDEX \`idx_orders_user_created\` (\`userId\`, \`createdAt\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_orders_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE RESTRICT ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`order_items\` (
      \`id\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`quantity\` int NOT NULL,
      \`priceCents\` int NOT NULL,
      \`templateName\` varchar(200) NOT NULL,
      \`templateSlug\` varchar(160) NOT NULL,
      \`templateCategory\` varchar(20) NOT NULL,
      \`templateSubcategory\` varchar(60) NOT NULL,
      \`templatePreviewImage\` varchar(500) NOT NULL,
      INDEX \`idx_order_items_order\` (\`orderId\`),
      INDEX \`idx_order_items_template\` (\`templateId\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_order_items_order\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`payments\` (
      \`id\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`amountCents\` int NOT NULL,
      \`status\` varchar(20) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`expiresAt\` datetime(3) NOT NULL,
      \`completedAt\` datetime(3) NULL,
      INDEX \`idx_payments_order\` (\`orderId\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_payments_order\` FOREIGN KEY (\`orderId\`) REFERENCES \`orders\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`entitlements\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`orderItemId\` varchar(36) NOT NULL,
      \`grantedAt\` datetime(3) NOT NULL,
      INDEX \`idx_entitlements_order\` (\`orderId\`),
      UNIQUE INDEX \`uq_entitlements_order_item\` (\`orderItemId\`),
      INDEX \`idx_entitlements_user_template\` (\`userId\`, \`templateId\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_entitlements_order_item\` FOREIGN KEY (\`orderItemId\`) REFERENCES \`order_items\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`download_logs\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`orderItemId\` varchar(36) NULL,
      \`ip\` varchar(45) NOT NULL,
      \`via\` varchar(10) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_download_logs_user\` (\`userId\`, \`createdAt\`),
      INDEX \`idx_download_logs_order\` (\`orderId\`, \`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['download_logs', 'entitlements', 'payments', 'order_items', 'orders']) await q.query(`DROP TABLE \`${table}\``);
  }
}
