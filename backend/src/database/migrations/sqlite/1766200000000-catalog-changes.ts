import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 054: the changes the in-memory search index follows (see the MySQL migration of the same name). */
export class SqliteCatalogChanges1766200000000 implements MigrationInterface {
  name = 'CatalogChanges1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalog_changes" (
      "seq" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "changedAt" datetime NOT NULL
    )`);
    await q.query(`CREATE INDEX "idx_catalog_changes_changed_at" ON "catalog_changes" ("changedAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "catalog_changes"`);
  }
}
