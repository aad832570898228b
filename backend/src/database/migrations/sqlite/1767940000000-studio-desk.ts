import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The studio desk's stage, versions, messages and kept conversation (see the MySQL migration of the same name, decision 097). */
export class SqliteStudioDesk1767940000000 implements MigrationInterface {
  name = 'StudioDesk1767940000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "custom_build_deliveries" ADD COLUMN "stage" varchar(20) NOT NULL DEFAULT ('first-version')`);
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "revisionsUsed" integer NOT NULL DEFAULT (0)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "deliveredAt" datetime(3)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "acceptedAt" datetime(3)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "acceptedBy" varchar(10)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "lastMessageAt" datetime(3)');
    await q.query('ALTER TABLE "custom_build_deliveries" ADD COLUMN "updatedAt" datetime(3)');
    await q.query(`UPDATE "custom_build_deliveries" SET "stage" = 'first-version-sent', "updatedAt" = "readyAt" WHERE "status" = 'ready'`);
    await q.query('CREATE INDEX "idx_custom_build_deliveries_due" ON "custom_build_deliveries" ("finishedSiteDueOn", "paidAt")');
    await q.query('CREATE INDEX "idx_custom_build_deliveries_stage" ON "custom_build_deliveries" ("stage", "deliveredAt")');
    await q.query(
      'CREATE TABLE "custom_build_versions" ("orderItemId" varchar(36) NOT NULL, "number" integer NOT NULL, "zipPath" varchar(300) NOT NULL, "zipBytes" integer NOT NULL, "note" varchar(1000), "final" boolean NOT NULL DEFAULT (0), "madeBy" varchar(20) NOT NULL, "createdAt" datetime(3) NOT NULL, PRIMARY KEY ("orderItemId", "number"))',
    );
    await q.query(
      `CREATE TABLE "custom_build_messages" ("id" varchar(36) PRIMARY KEY NOT NULL, "orderItemId" varchar(36) NOT NULL, "author" varchar(10) NOT NULL, "kind" varchar(10) NOT NULL DEFAULT ('message'), "userId" varchar(36) NOT NULL, "body" text NOT NULL, "createdAt" datetime(3) NOT NULL)`,
    );
    await q.query('CREATE INDEX "idx_custom_build_messages_build" ON "custom_build_messages" ("orderItemId", "createdAt")');
    await q.query(
      `INSERT INTO "custom_build_versions" ("orderItemId", "number", "zipPath", "zipBytes", "note", "final", "madeBy", "createdAt") SELECT "orderItemId", 1, "zipPath", COALESCE("zipBytes", 0), NULL, 0, 'first-version', "readyAt" FROM "custom_build_deliveries" WHERE "status" = 'ready' AND "zipPath" IS NOT NULL AND "readyAt" IS NOT NULL`,
    );
    await q.query('ALTER TABLE "custom_build_summaries" ADD COLUMN "conversation" text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "custom_build_summaries" DROP COLUMN "conversation"');
    await q.query('DROP TABLE "custom_build_messages"');
    await q.query('DROP TABLE "custom_build_versions"');
    await q.query('DROP INDEX "idx_custom_build_deliveries_stage"');
    await q.query('DROP INDEX "idx_custom_build_deliveries_due"');
    for (const column of ['updatedAt', 'lastMessageAt', 'acceptedBy', 'acceptedAt', 'deliveredAt', 'revisionsUsed', 'stage']) {
      await q.query(`ALTER TABLE "custom_build_deliveries" DROP COLUMN "${column}"`);
    }
  }
}
