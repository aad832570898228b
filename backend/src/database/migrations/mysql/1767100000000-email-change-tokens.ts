import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pending email address changes, each confirmed by a single-use link to the new address (decision 084). */
export class MysqlEmailChangeTokens1767100000000 implements MigrationInterface {
  name = 'EmailChangeTokens1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`email_change_tokens\` (
      \`id\` varchar(36) NOT NULL,
      \`userId\` varchar(36) NOT NULL,
      \`newEmail\` varchar(254) NOT NULL,
      \`tokenHash\` varchar(64) NOT NULL,
      \`expiresAt\` datetime(3) NOT NULL,
      \`usedAt\` datetime(3) NULL,
      \`createdAt\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
      INDEX \`idx_email_change_tokens_user_id\` (\`userId\`),
      UNIQUE INDEX \`uq_email_change_tokens_token_hash\` (\`tokenHash\`),
      PRIMARY KEY (\`id\`),
      CONSTRAINT \`fk_email_change_tokens_user\` FOREIGN KEY (\`userId\`) REFERENCES \`users\` (\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `email_change_tokens`');
  }
}
