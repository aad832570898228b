import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 028: a subcategory filter reads templates (category, subcategory) in the listing order from
 * one index, as a tag filter reads template_tags. The home page's sections read theirs from an index
 * each: the best rated, the newest well-rated, and the orders completed in the last 7 days (SQLite).
 */
export class SqliteListingIndexes1764228000000 implements MigrationInterface {
  name = 'ListingIndexes1764228000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_templates_category_subcategory"`);
    await q.query(
      `CREATE INDEX "idx_templates_category_subcategory_popular" ON "templates" ("category", "subcategory", "salesCount", "createdAt", "id")`,
    );
    await q.query(`CREATE INDEX "idx_templates_rated" ON "templates" ("rating", "ratingCount", "salesCount", "createdAt", "id")`);
    await q.query(`CREATE INDEX "idx_templates_newest" ON "templates" ("createdAt", "id", "rating", "ratingCount")`);
    await q.query(`CREATE INDEX "idx_orders_completed" ON "orders" ("completedAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "idx_orders_completed"`);
    await q.query(`DROP INDEX "idx_templates_newest"`);
    await q.query(`DROP INDEX "idx_templates_rated"`);
    await q.query(`DROP INDEX "idx_templates_category_subcategory_popular"`);
    await q.query(`CREATE INDEX "idx_templates_category_subcategory" ON "templates" ("category", "subcategory")`);
  }
}
