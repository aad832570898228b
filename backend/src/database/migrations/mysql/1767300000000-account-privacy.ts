import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Download my data and delete my account (decision 086): when an account was deleted (its row stays,
 * emptied, for the orders that keep their buyer), and the data exports too large to hand over at once,
 * written by a background job and fetched through a mailed link.
 */
export class MysqlAccountPrivacy1767300000000 implements MigrationInterface {
  name = 'AccountPrivacy1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `users` ADD COLUMN `deletedAt` datetime(3) NULL');
    await q.query(`CREATE TABLE \`account_exports\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`jobId\` varchar(36) NOT NULL,
      \`status\` varchar(12) NOT NULL,
      \`recordCount\` int NOT NULL,
      \`filePath\` varchar(300) NULL,
      \`fileBytes\` int NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`readyAt\` datetime(3) NULL,
      \`expiresAt\` datetime(3) NULL,
      INDEX \`idx_account_exports_user\` (\`userId\`, \`createdAt\`),
      INDEX \`idx_account_exports_status_expires\` (\`status\`, \`expiresAt\`),
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `account_exports`');
    await q.query('ALTER TABLE `users` DROP COLUMN `deletedAt`');
  }
}
