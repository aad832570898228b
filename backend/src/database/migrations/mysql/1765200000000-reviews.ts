import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 038: template reviews (buyers' and the demo store's samples). */
export class MysqlReviews1765200000000 implements MigrationInterface {
  name = 'Reviews1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`reviews\` (
      \`id\` varchar(36) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NULL,
      \`orderId\` varchar(36) NULL,
      \`author\` varchar(60) NOT NULL,
      \`rating\` int NOT NULL,
      \`title\` varchar(120) NOT NULL,
      \`text\` text NOT NULL,
      \`sample\` int NOT NULL DEFAULT 0,
      \`jobId\` varchar(36) NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`updatedAt\` datetime(3) NOT NULL,
      \`removedAt\` datetime(3) NULL,
      \`removedReason\` varchar(500) NULL,
      UNIQUE INDEX \`uq_reviews_template_user\` (\`templateId\`, \`userId\`),
      INDEX \`idx_reviews_template_created\` (\`templateId\`, \`removedAt\`, \`createdAt\`, \`id\`),
      INDEX \`idx_reviews_sample\` (\`sample\`, \`templateId\`),
      INDEX \`idx_reviews_created\` (\`createdAt\`, \`id\`),
      INDEX \`idx_reviews_template_stats\` (\`templateId\`, \`removedAt\`, \`sample\`, \`rating\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `reviews`');
  }
}
