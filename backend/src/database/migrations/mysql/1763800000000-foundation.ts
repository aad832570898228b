import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** Users, sessions, sign-in throttling, password reset tokens and the mail outbox (MySQL 8 / MariaDB). */
export class MysqlFoundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`users\` (
      \`id\` varchar(36) NOT NULL,
      \`email\` varchar(254) NOT NULL,
      \`username\` varchar(50) NOT NULL,
      \`passwordHash\` varchar(255) NOT NULL,
      \`firstName\` varchar(50) NULL,
      \`lastName\` varchar(50) NULL,
      \`profileImageUrl\` varchar(1024) NULL,
      \`isAdmin\` tinyint NOT NULL DEFAULT 0,
      \`sessionEpoch\` int NOT NULL DEFAULT 0,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      \`updatedAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
      UNIQUE INDEX \`uq_users_email\` (\`email\`),
      UNIQUE INDEX \`uq_users_username\` (\`username\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`sessions\` (
      \`sid\` varchar(128) NOT NULL,
      \`data\` text NOT NULL,
      \`expiresAt\` datetime(3) NOT NULL,
      INDEX \`idx_sessions_expires_at\` (\`expiresAt\`),
      PRIMARY KEY (\`sid\`)
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`login_failures\` (
      \`id\` varchar(36) NOT NULL,
      \`accountKey\` varchar(300) NOT NULL,
      \`ip\` varchar(64) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_login_failures_account_key\` (\`accountKey\`),
      INDEX \`idx_login_failures_ip\` (\`ip\`),
      INDEX \`idx_login_failures_created_at\` (\`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`password_reset_tokens\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`tokenHash\` varchar(64) NOT NULL,
      \`expiresAt\` datetime(3) NOT NULL,
      \`usedAt\` datetime(3) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      INDEX \`idx_password_reset_tokens_user_id\` (\`userId\`),
      UNIQUE INDEX \`uq_password_reset_tokens_token_hash\` (\`tokenHash\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_password_reset_tokens_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ${TABLE_OPTIONS}`);

    await q.query(`CREATE TABLE \`outbox_messages\` (
      \`id\` varchar(36) NOT NULL,
      \`to\` varchar(320) NOT NULL,
      \`subject\` varchar(500) NOT NULL,
      \`text\` text NOT NULL,
      \`html\` text NULL,
      \`emlPath\` varchar(500) NOT NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      INDEX \`idx_outbox_messages_to\` (\`to\`),
      INDEX \`idx_outbox_messages_created_at\` (\`createdAt\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `outbox_messages`');
    await q.query('DROP TABLE `password_reset_tokens`');
    await q.query('DROP TABLE `login_failures`');
    await q.query('DROP TABLE `sessions`');
    await q.query('DROP TABLE `users`');
  }
}
