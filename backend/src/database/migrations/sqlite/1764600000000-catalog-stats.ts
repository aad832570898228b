import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 029: the admin panel's stats as one kept row, filled from what is stored now; and the
 * admin's ZIP filter (Uploaded / Empty) read in the listing order from an index, with or without a
 * category and subcategory; and the customers table's page of users, newest first.
 */
export class SqliteCatalogStats1764600000000 implements MigrationInterface {
  name = 'CatalogStats1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "catalog_stats" (
      "id" integer PRIMARY KEY NOT NULL,
      "totalTemplates" integer NOT NULL DEFAULT (0),
      "templatesWithZip" integer NOT NULL DEFAULT (0)
    )`);
    await q.query(`INSERT INTO "catalog_stats" ("id", "totalTemplates", "templatesWithZip")
      SELECT 1, COUNT(*), COALESCE(SUM("hasZip"), 0) FROM "templates"`);
    await q.query(`CREATE INDEX "idx_templates_zip_popular" ON "templates" ("hasZip", "salesCount", "createdAt", "id")`);
    await q.query(
      `CREATE INDEX "idx_templates_zip_category_popular" ON "templates" ("hasZip", "category", "salesCount", "createdAt", "id")`,
    );
    await q.query(
      `CREATE INDEX "idx_templates_zip_subcategory_popular" ON "templates" ("hasZip", "category", "subcategory", "salesCount", "createdAt", "id")`,
    );
    await q.query(`CREATE INDEX "idx_users_customers" ON "users" ("isAdmin", "createdAt", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_users_customers"`);
    await q.query(`DROP INDEX "idx_templates_zip_subcategory_popular"`);
    await q.query(`DROP INDEX "idx_templates_zip_category_popular"`);
    await q.query(`DROP INDEX "idx_templates_zip_popular"`);
    await q.query(`DROP TABLE "catalog_stats"`);
  }
}
