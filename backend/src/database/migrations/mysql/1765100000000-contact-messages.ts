import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Decision 037: messages sent through the contact form. */
export class MysqlContactMessages1765100000000 implements MigrationInterface {
  name = 'ContactMessages1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`contact_messages\` (
      \`id\` varchar(36) NOT NULL,
      \`name\` varchar(100) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`subject\` varchar(150) NOT NULL,
      \`category\` varchar(20) NOT NULL,
      \`message\` text NOT NULL,
      \`ip\` varchar(45) NOT NULL,
      \`status\` varchar(12) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      \`handledAt\` datetime(3) NULL,
      INDEX \`idx_contact_messages_status_created\` (\`status\`, \`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `contact_messages`');
  }
}
