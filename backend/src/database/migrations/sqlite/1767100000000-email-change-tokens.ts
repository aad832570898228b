import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pending email address changes (see the MySQL migration of the same name). */
export class SqliteEmailChangeTokens1767100000000 implements MigrationInterface {
  name = 'EmailChangeTokens1767100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "email_change_tokens" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "newEmail" varchar(254) NOT NULL,
      "tokenHash" varchar(64) NOT NULL,
      "expiresAt" datetime(3) NOT NULL,
      "usedAt" datetime(3),
      "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
      CONSTRAINT "fk_email_change_tokens_user" FOREIGN KEY ("userId") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
    )`);
    await q.query(`CREATE INDEX "idx_email_change_tokens_user_id" ON "email_change_tokens" ("userId")`);
    await q.query(`CREATE UNIQUE INDEX "uq_email_change_tokens_token_hash" ON "email_change_tokens" ("tokenHash")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "email_change_tokens"');
  }
}
