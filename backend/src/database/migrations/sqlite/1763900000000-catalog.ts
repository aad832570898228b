import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Templates, their filter keys (template_tags) and full text search (SQLite).
 *
 * Search is an FTS5 table outside TypeORM's entity metadata. It is contentless (the text already
 * lives in templates) and keyed by template_search_keys, an INTEGER PRIMARY KEY per template: the
 * implicit rowid of templates (varchar primary key) may change on VACUUM or a table rebuild, so it
 * cannot be the link. template_search_keys also carries copies of the template's category,
 * salesCount and createdAt, so ranking thousands of matches never touches the wide templates rows.
 * Triggers on templates keep all of it in step, whoever writes.
 * A later migration that rebuilds "templates" drops these triggers and must create them again
 * (createSearchTriggers) and refill the index (fillSearchIndex).
 */
export class SqliteCatalog1763900000000 implements MigrationInterface {
  name = 'Catalog1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "templates" (
      "id" varchar(36) PRIMARY KEY NOT NULL,
      "slug" varchar(160) NOT NULL,
      "name" varchar(200) NOT NULL,
      "description" text NOT NULL,
      "priceCents" integer NOT NULL,
      "rating" decimal(2,1) NOT NULL DEFAULT (0),
      "ratingCount" integer NOT NULL DEFAULT (0),
      "salesCount" integer NOT NULL DEFAULT (0),
      "previewImage" varchar(500) NOT NULL,
      "livePreviewUrl" varchar(500),
      "category" varchar(20) NOT NULL,
      "subcategory" varchar(60) NOT NULL,
      "features" text NOT NULL,
      "screenshots" text NOT NULL,
      "tags" text NOT NULL,
      "design" text,
      "hasZip" boolean NOT NULL DEFAULT (0),
      "createdAt" datetime NOT NULL DEFAULT (datetime('now')),
      "updatedAt" datetime NOT NULL DEFAULT (datetime('now'))
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_templates_slug" ON "templates" ("slug")`);
    await q.query(`CREATE INDEX "idx_templates_popular" ON "templates" ("salesCount", "createdAt", "id")`);
    await q.query(`CREATE INDEX "idx_templates_category_popular" ON "templates" ("category", "salesCount", "createdAt", "id")`);
    await q.query(`CREATE INDEX "idx_templates_category_subcategory" ON "templates" ("category", "subcategory")`);

    await q.query(`CREATE TABLE "template_tags" (
      "templateId" varchar(36) NOT NULL,
      "tag" varchar(60) NOT NULL,
      "category" varchar(20) NOT NULL,
      "salesCount" integer NOT NULL,
      "createdAt" datetime(6) NOT NULL,
      CONSTRAINT "fk_template_tags_template" FOREIGN KEY ("templateId") REFERENCES "templates" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
      PRIMARY KEY ("templateId", "tag")
    ) WITHOUT ROWID`);
    await q.query(`CREATE INDEX "idx_template_tags_tag_popular" ON "template_tags" ("tag", "salesCount", "createdAt", "templateId")`);
    await q.query(
      `CREATE INDEX "idx_template_tags_category_tag_popular" ON "template_tags" ("category", "tag", "salesCount", "createdAt", "templateId")`,
    );

    await q.query(`CREATE TABLE "template_search_keys" (
      "key" integer PRIMARY KEY NOT NULL,
      "templateId" varchar(36) NOT NULL,
      "category" varchar(20) NOT NULL,
      "salesCount" integer NOT NULL,
      "createdAt" datetime NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX "uq_template_search_keys_template_id" ON "template_search_keys" ("templateId")`);
    // Words are runs of letters, digits and underscores, as InnoDB FULLTEXT sees them.
    await q.query(`CREATE VIRTUAL TABLE "templates_fts" USING fts5(
      "name", "description", "features", "tags",
      content='', contentless_delete=1, tokenize="unicode61 remove_diacritics 2 tokenchars '_'"
    )`);
    await createSearchTriggers(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS "trg_templates_search_delete"`);
    await q.query(`DROP TRIGGER IF EXISTS "trg_templates_search_sort_keys"`);
    await q.query(`DROP TRIGGER IF EXISTS "trg_templates_search_update"`);
    await q.query(`DROP TRIGGER IF EXISTS "trg_templates_search_insert"`);
    await q.query(`DROP TABLE "templates_fts"`);
    await q.query(`DROP TABLE "template_search_keys"`);
    await q.query(`DROP TABLE "template_tags"`);
    await q.query(`DROP TABLE "templates"`);
  }
}

const SEARCH_KEY = (row: 'new' | 'old') => `(SELECT "key" FROM "template_search_keys" WHERE "templateId" = ${row}."id")`;
const SEARCH_VALUES = (key: string) => `(${key}, new."name", new."description", new."features", new."tags")`;

export async function createSearchTriggers(q: QueryRunner): Promise<void> {
  await q.query(`CREATE TRIGGER "trg_templates_search_insert" AFTER INSERT ON "templates" BEGIN
    INSERT INTO "template_search_keys" ("templateId", "category", "salesCount", "createdAt")
      VALUES (new."id", new."category", new."salesCount", new."createdAt");
    INSERT INTO "templates_fts" (rowid, "name", "description", "features", "tags") VALUES ${SEARCH_VALUES('last_insert_rowid()')};
  END`);
  await q.query(`CREATE TRIGGER "trg_templates_search_update" AFTER UPDATE OF "name", "description", "features", "tags" ON "templates" BEGIN
    DELETE FROM "templates_fts" WHERE rowid = ${SEARCH_KEY('old')};
    INSERT INTO "templates_fts" (rowid, "name", "description", "features", "tags") VALUES ${SEARCH_VALUES(SEARCH_KEY('old'))};
  END`);
  await q.query(`CREATE TRIGGER "trg_templates_search_sort_keys" AFTER UPDATE OF "category", "salesCount", "createdAt" ON "templates" BEGIN
    UPDATE "template_search_keys" SET "category" = new."category", "salesCount" = new."salesCount", "createdAt" = new."createdAt"
      WHERE "templateId" = old."id";
  END`);
  await q.query(`CREATE TRIGGER "trg_templates_search_delete" AFTER DELETE ON "templates" BEGIN
    DELETE FROM "templates_fts" WHERE rowid = ${SEARCH_KEY('old')};
    DELETE FROM "template_search_keys" WHERE "templateId" = old."id";
  END`);
}

/** Re-indexes every template (after a rebuild of "templates"). */
export async function fillSearchIndex(q: QueryRunner): Promise<void> {
  await q.query(`DELETE FROM "templates_fts"`);
  await q.query(`DELETE FROM "template_search_keys"`);
  await q.query(`INSERT INTO "template_search_keys" ("templateId", "category", "salesCount", "createdAt")
    SELECT "id", "category", "salesCount", "createdAt" FROM "templates"`);
  await q.query(`INSERT INTO "templates_fts" (rowid, "name", "description", "features", "tags")
    SELECT k."key", t."name", t."description", t."features", t."tags"
    FROM "templates" t JOIN "template_search_keys" k ON k."templateId" = t."id"`);
}
