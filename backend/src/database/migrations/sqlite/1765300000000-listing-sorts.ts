import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 039: every listing order (best sellers, newest, price, rating) has an index per
 * scope (all, category, category + subcategory) ending in the order's columns, then priceCents and
 * rating, so a page is read in order and the price and rating filters are checked in the index.
 * The popular, newest and rated indexes gain those columns; the others are new. template_tags gets
 * copies of priceCents, rating and ratingCount, so a browse niche (a tag within a category) is read
 * the same way.
 */
const REBUILT: ReadonlyArray<[name: string, before: string[], after: string[]]> = [
  ['idx_templates_popular', ['salesCount', 'createdAt', 'id'], ['salesCount', 'createdAt', 'id', 'priceCents', 'rating']],
  [
    'idx_templates_category_popular',
    ['category', 'salesCount', 'createdAt', 'id'],
    ['category', 'salesCount', 'createdAt', 'id', 'priceCents', 'rating'],
  ],
  [
    'idx_templates_category_subcategory_popular',
    ['category', 'subcategory', 'salesCount', 'createdAt', 'id'],
    ['category', 'subcategory', 'salesCount', 'createdAt', 'id', 'priceCents', 'rating'],
  ],
  ['idx_templates_newest', ['createdAt', 'id', 'rating', 'ratingCount'], ['createdAt', 'id', 'rating', 'ratingCount', 'priceCents']],
  [
    'idx_templates_rated',
    ['rating', 'ratingCount', 'salesCount', 'createdAt', 'id'],
    ['rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents'],
  ],
];
const ADDED: ReadonlyArray<[name: string, columns: string[]]> = [
  ['idx_templates_category_newest', ['category', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_subcategory_newest', ['category', 'subcategory', 'createdAt', 'id', 'priceCents', 'rating']],
  ['idx_templates_price', ['priceCents', 'id', 'rating']],
  ['idx_templates_category_price', ['category', 'priceCents', 'id', 'rating']],
  ['idx_templates_subcategory_price', ['category', 'subcategory', 'priceCents', 'id', 'rating']],
  ['idx_templates_category_rated', ['category', 'rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents']],
  ['idx_templates_subcategory_rated', ['category', 'subcategory', 'rating', 'ratingCount', 'salesCount', 'createdAt', 'id', 'priceCents']],
];

const TAG_REBUILT: [name: string, before: string[], after: string[]] = [
  'idx_template_tags_category_tag_popular',
  ['category', 'tag', 'salesCount', 'createdAt', 'templateId'],
  ['category', 'tag', 'salesCount', 'createdAt', 'templateId', 'priceCents', 'rating'],
];
const TAG_ADDED: ReadonlyArray<[name: string, columns: string[]]> = [
  ['idx_template_tags_category_tag_newest', ['category', 'tag', 'createdAt', 'templateId', 'priceCents', 'rating']],
  ['idx_template_tags_category_tag_price', ['category', 'tag', 'priceCents', 'templateId', 'rating']],
  [
    'idx_template_tags_category_tag_rated',
    ['category', 'tag', 'rating', 'ratingCount', 'salesCount', 'createdAt', 'templateId', 'priceCents'],
  ],
];

const create = (name: string, columns: string[], table = 'templates') =>
  `CREATE INDEX "${name}" ON "${table}" (${columns.map((c) => `"${c}"`).join(', ')})`;

export class SqliteListingSorts1765300000000 implements MigrationInterface {
  name = 'ListingSorts1765300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, , after] of REBUILT) {
      await q.query(`DROP INDEX "${name}"`);
      await q.query(create(name, after));
    }
    for (const [name, columns] of ADDED) await q.query(create(name, columns));

    await q.query(`ALTER TABLE "template_tags" ADD COLUMN "priceCents" integer NOT NULL DEFAULT (0)`);
    await q.query(`ALTER TABLE "template_tags" ADD COLUMN "rating" decimal(2,1) NOT NULL DEFAULT (0)`);
    await q.query(`ALTER TABLE "template_tags" ADD COLUMN "ratingCount" integer NOT NULL DEFAULT (0)`);
    await q.query(`UPDATE "template_tags" SET ("priceCents", "rating", "ratingCount") =
      (SELECT t."priceCents", t."rating", t."ratingCount" FROM "templates" t WHERE t."id" = "template_tags"."templateId")`);
    await q.query(`DROP INDEX "${TAG_REBUILT[0]}"`);
    await q.query(create(TAG_REBUILT[0], TAG_REBUILT[2], 'template_tags'));
    for (const [name, columns] of TAG_ADDED) await q.query(create(name, columns, 'template_tags'));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name] of [...TAG_ADDED].reverse()) await q.query(`DROP INDEX "${name}"`);
    await q.query(`DROP INDEX "${TAG_REBUILT[0]}"`);
    await q.query(create(TAG_REBUILT[0], TAG_REBUILT[1], 'template_tags'));
    for (const column of ['ratingCount', 'rating', 'priceCents']) await q.query(`ALTER TABLE "template_tags" DROP COLUMN "${column}"`);

    for (const [name] of [...ADDED].reverse()) await q.query(`DROP INDEX "${name}"`);
    for (const [name, before] of [...REBUILT].reverse()) {
      await q.query(`DROP INDEX "${name}"`);
      await q.query(create(name, before));
    }
  }
}
