import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 036: custom-build summaries, the custom build in a cart, and deliveries. */
export class MysqlCustomBuilds1765000000000 implements MigrationInterface {
  name = 'CustomBuilds1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`custom_build_summaries\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NULL,
      \`requirements\` text NOT NULL,
      \`summary\` text NOT NULL,
      \`priceCents\` int NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_custom_build_summaries_user\` (\`userId\`, \`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
    await q.query(`CREATE TABLE \`custom_build_carts\` (
      \`userId\` varchar(36) NOT NULL,
      \`summaryId\` varchar(36) NOT NULL,
      \`addedAt\` datetime(3) NOT NULL,
      PRIMARY KEY (\`userId\`),
      CONSTRAINT \`fk_custom_build_carts_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);
    await q.query(`CREATE TABLE \`custom_build_deliveries\` (
      \`orderItemId\` varchar(36) NOT NULL,
      \`orderId\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`summaryId\` varchar(36) NOT NULL,
      \`jobId\` varchar(36) NOT NULL,
      \`status\` varchar(12) NOT NULL,
      \`paidAt\` datetime(3) NOT NULL,
      \`readyAt\` datetime(3) NULL,
      \`zipPath\` varchar(300) NULL,
      \`zipBytes\` int NULL,
      INDEX \`idx_custom_build_deliveries_order\` (\`orderId\`),
      INDEX \`idx_custom_build_deliveries_user\` (\`userId\`),
      PRIMARY KEY (\`orderItemId\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `custom_build_deliveries`');
    await q.query('DROP TABLE `custom_build_carts`');
    await q.query('DROP TABLE `custom_build_summaries`');
  }
}
