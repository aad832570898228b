import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Decision 076: the owner's listings (see the MySQL migration of the same name). */
const LISTING_INDEXES: ReadonlyArray<[name: string, columns: string[]]> = [
  ['idx_templates_popular', ['salesCount', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_category_popular', ['category', 'salesCount', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_category_subcategory_popular', ['category', 'subcategory', 'salesCount', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_newest', ['createdAt', 'id', 'rating', 'ratingCount', 'priceCents']],
  ['idx_templates_category_newest', ['category', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_subcategory_newest', ['category', 'subcategory', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_price', ['priceCents', 'id', 'rating']],
  ['idx_templates_category_price', ['category', 'priceCents', 'id', 'rating']],
  ['idx_templates_subcategory_price', ['category', 'subcategory', 'priceCents', 'id', 'rating']],
  ['idx_templates_rated', ['rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents']],
  ['idx_templates_category_rated', ['category', 'rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents']],
  ['idx_templates_subcategory_rated', ['category', 'subcategory', 'rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents']],
];

// Added with ALTER TABLE ADD COLUMN: the table is not copied, so SQLite's full text search triggers stay.
const COLUMNS = [
  `"status" varchar(12) NOT NULL DEFAULT ('published')`,
  '"longDescription" text',
  '"longDescriptionHtml" text',
  '"platform" varchar(30)',
  '"compatibility" text',
  '"version" varchar(40)',
  '"salePriceCents" integer',
  '"saleStartsAt" datetime(3)',
  '"saleEndsAt" datetime(3)',
  '"images" text',
  '"coverImageId" varchar(36)',
  '"revision" integer NOT NULL DEFAULT (1)',
];

const create = (name: string, columns: string[]) => `CREATE INDEX "${name}" ON "templates" (${columns.map((c) => `"${c}"`).join(', ')})`;
const columnName = (definition: string) => definition.split('"')[1]!;

export class SqliteOwnerListings1766400000000 implements MigrationInterface {
  name = 'OwnerListings1766400000000';

  async up(q: QueryRunner): Promise<void> {
    for (const definition of COLUMNS) await q.query(`ALTER TABLE "templates" ADD COLUMN ${definition}`);
    for (const [name, columns] of LISTING_INDEXES) {
      await q.query(`DROP INDEX "${name}"`);
      await q.query(create(name, [...columns, 'status']));
    }
    await q.query(create('idx_templates_sale_starts', ['saleStartsAt']));
    await q.query(create('idx_templates_sale_ends', ['saleEndsAt']));
    await q.query(
      `CREATE TABLE "slug_redirects" ("slug" varchar(160) PRIMARY KEY NOT NULL, "templateId" varchar(36) NOT NULL, "createdAt" datetime(3) NOT NULL)`,
    );
    await q.query(`CREATE INDEX "idx_slug_redirects_template" ON "slug_redirects" ("templateId")`);
    await q.query('ALTER TABLE "audit_log" ADD COLUMN "changes" text');
    await q.query('CREATE INDEX "idx_audit_log_target" ON "audit_log" ("targetId", "createdAt", "id")');
    await q.query('ALTER TABLE "cart_items" ADD COLUMN "priceCentsAtAdd" integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "cart_items" DROP COLUMN "priceCentsAtAdd"');
    await q.query('DROP INDEX "idx_audit_log_target"');
    await q.query('ALTER TABLE "audit_log" DROP COLUMN "changes"');
    await q.query('DROP TABLE "slug_redirects"');
    await q.query('DROP INDEX "idx_templates_sale_ends"');
    await q.query('DROP INDEX "idx_templates_sale_starts"');
    for (const [name, columns] of LISTING_INDEXES) {
      await q.query(`DROP INDEX "${name}"`);
      await q.query(create(name, columns));
    }
    for (const definition of [...COLUMNS].reverse()) await q.query(`ALTER TABLE "templates" DROP COLUMN "${columnName(definition)}"`);
  }
}
