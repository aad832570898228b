import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Deleted accounts and large data exports (see the MySQL migration of the same name). */
export class SqliteAccountPrivacy1767300000000 implements MigrationInterface {
  name = 'AccountPrivacy1767300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "users" ADD COLUMN "deletedAt" datetime(3)');
    await q.query(`CREATE TABLE "account_exports" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "userId" varchar(36) NOT NULL,
      "jobId" varchar(36) NOT NULL,
      "status" varchar(12) NOT NULL,
      "recordCount" integer NOT NULL,
      "filePath" varchar(300),
      "fileBytes" integer,
      "createdAt" datetime(3) NOT NULL,
      "readyAt" datetime(3),
      "expiresAt" datetime(3)
    )`);
    await q.query('CREATE INDEX "idx_account_exports_user" ON "account_exports" ("userId", "createdAt")');
    await q.query('CREATE INDEX "idx_account_exports_status_expires" ON "account_exports" ("status", "expiresAt")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE "account_exports"');
    await q.query('ALTER TABLE "users" DROP COLUMN "deletedAt"');
  }
}
