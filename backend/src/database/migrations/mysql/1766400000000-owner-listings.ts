import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 076: the owner's listings. Templates gain a status (draft, published, unlisted), the
 * editor's fields (long description as Markdown and its safe HTML, platform, compatibility, version),
 * a sale (price, start, end), uploaded images with a cover, and a revision for the editor's saves.
 * Every storefront listing index ends in status, so "published only" is checked in the index; old
 * slugs keep answering through slug_redirects.
 */
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

const COLUMNS = [
  "`status` varchar(12) NOT NULL DEFAULT 'published'",
  '`longDescription` text NULL',
  '`longDescriptionHtml` text NULL',
  '`platform` varchar(30) NULL',
  '`compatibility` text NULL',
  '`version` varchar(40) NULL',
  '`salePriceCents` int NULL',
  '`saleStartsAt` datetime(3) NULL',
  '`saleEndsAt` datetime(3) NULL',
  '`images` text NULL',
  '`coverImageId` varchar(36) NULL',
  "`revision` int NOT NULL DEFAULT '1'",
];

const columnList = (columns: string[]) => columns.map((c) => `\`${c}\``).join(', ');
const columnName = (definition: string) => definition.split('`')[1]!;

export class MysqlOwnerListings1766400000000 implements MigrationInterface {
  name = 'OwnerListings1766400000000';

  async up(q: QueryRunner): Promise<void> {
    // One ALTER: the table is rebuilt once, not once per column and index.
    const changes = [
      ...COLUMNS.map((definition) => `ADD ${definition}`),
      ...LISTING_INDEXES.flatMap(([name, columns]) => [
        `DROP INDEX \`${name}\``,
        `ADD INDEX \`${name}\` (${columnList([...columns, 'status'])})`,
      ]),
      'ADD INDEX `idx_templates_sale_starts` (`saleStartsAt`)',
      'ADD INDEX `idx_templates_sale_ends` (`saleEndsAt`)',
    ];
    await q.query(`ALTER TABLE \`templates\` ${changes.join(', ')}`);
    await q.query(`CREATE TABLE \`slug_redirects\` (
      \`slug\` varchar(160) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`createdAt\` datetime(3) NOT NULL,
      INDEX \`idx_slug_redirects_template\` (\`templateId\`),
      PRIMARY KEY (\`slug\`)
    ) ENGINE=InnoDB`);
    // The audit log says what a write changed, field by field, and is read per template.
    await q.query('ALTER TABLE `audit_log` ADD `changes` text NULL, ADD INDEX `idx_audit_log_target` (`targetId`, `createdAt`, `id`)');
    // A cart line remembers the price the buyer saw, so the cart can say when it changed.
    await q.query('ALTER TABLE `cart_items` ADD `priceCentsAtAdd` int NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `cart_items` DROP COLUMN `priceCentsAtAdd`');
    await q.query('ALTER TABLE `audit_log` DROP INDEX `idx_audit_log_target`, DROP COLUMN `changes`');
    await q.query('DROP TABLE `slug_redirects`');
    const changes = [
      'DROP INDEX `idx_templates_sale_ends`',
      'DROP INDEX `idx_templates_sale_starts`',
      ...LISTING_INDEXES.flatMap(([name, columns]) => [`DROP INDEX \`${name}\``, `ADD INDEX \`${name}\` (${columnList(columns)})`]),
      ...COLUMNS.map((definition) => `DROP COLUMN \`${columnName(definition)}\``),
    ];
    await q.query(`ALTER TABLE \`templates\` ${changes.join(', ')}`);
  }
}
