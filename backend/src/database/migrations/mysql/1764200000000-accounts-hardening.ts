import type { MigrationInterface, QueryRunner } from 'typeorm';
import { settleLoginKeys } from '../login-keys';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Decisions 020 and 021 (MySQL 8 / MariaDB): users get normalised usernameKey/emailKey columns with
 * unique indexes (backfilled; colliding rows settled by settleLoginKeys), replacing the unique indexes on
 * the raw columns, and sign-up counting per address gets its table.
 */
export class MysqlAccountsHardening1764200000000 implements MigrationInterface {
  name = 'AccountsHardening1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `users` ADD `usernameKey` varchar(50) NULL, ADD `emailKey` varchar(254) NULL');
    await q.query('UPDATE `users` SET `usernameKey` = LOWER(TRIM(`username`)), `emailKey` = LOWER(TRIM(`email`))');
    await settleLoginKeys(q);
    await q.query(
      'ALTER TABLE `users` MODIFY `usernameKey` varchar(50) NOT NULL, MODIFY `emailKey` varchar(254) NOT NULL, ' +
        'DROP INDEX `uq_users_username`, DROP INDEX `uq_users_email`, ' +
        'ADD UNIQUE INDEX `uq_users_username_key` (`usernameKey`), ADD UNIQUE INDEX `uq_users_email_key` (`emailKey`)',
    );

    await q.query(`CREATE TABLE \`rate_limit_hits\` (
      \`id\` varchar(36) NOT NULL,
      \`bucket\` varchar(40) NOT NULL,
      \`subject\` varchar(300) NOT NULL,
      \`slot\` int NOT NULL,
      \`expiresAt\` datetime(3) NOT NULL,
      UNIQUE INDEX \`uq_rate_limit_hits_slot\` (\`bucket\`, \`subject\`, \`slot\`),
      INDEX \`idx_rate_limit_hits_expires_at\` (\`expiresAt\`),
      PRIMARY KEY (\`id\`)
    ) ${TABLE_OPTIONS}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `rate_limit_hits`');
    await q.query(
      'ALTER TABLE `users` DROP INDEX `uq_users_username_key`, DROP INDEX `uq_users_email_key`, DROP COLUMN `usernameKey`, DROP COLUMN `emailKey`, ' +
        'ADD UNIQUE INDEX `uq_users_email` (`email`), ADD UNIQUE INDEX `uq_users_username` (`username`)',
    );
  }
}
