import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 029: the admin panel's stats as one kept row, filled from what is stored now; and the
 * admin's ZIP filter (Uploaded / Empty) read in the listing order from an index, with or without a
 * category and subcategory; and the customers table's page of users, newest first (MySQL 8 / MariaDB).
 */
export class MysqlCatalogStats1764600000000 implements MigrationInterface {
  name = 'CatalogStats1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`catalog_stats\` (
      \`id\` int NOT NULL,
      \`totalTemplates\` int NOT NULL DEFAULT 0,
      \`templatesWithZip\` int NOT NULL DEFAULT 0,
      PRIMARY KEY (\`id\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`INSERT INTO \`catalog_stats\` (\`id\`, \`totalTemplates\`, \`templatesWithZip\`)
      SELECT 1, COUNT(*), COALESCE(SUM(\`hasZip\`), 0) FROM \`templates\``);
    await q.query(`ALTER TABLE \`templates\`
      ADD INDEX \`idx_templates_zip_popular\` (\`hasZip\`, \`salesCount\`, \`createdAt\`, \`id\`),
      ADD INDEX \`idx_templates_zip_category_popular\` (\`hasZip\`, \`category\`, \`salesCount\`, \`createdAt\`, \`id\`),
      ADD INDEX \`idx_templates_zip_subcategory_popular\` (\`hasZip\`, \`category\`, \`subcategory\`, \`salesCount\`, \`createdAt\`, \`id\`)`);
    await q.query(`ALTER TABLE \`users\` ADD INDEX \`idx_users_customers\` (\`isAdmin\`, \`createdAt\`, \`id\`)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE \`users\` DROP INDEX \`idx_users_customers\``);
    await q.query(`ALTER TABLE \`templates\`
      DROP INDEX \`idx_templates_zip_subcategory_popular\`,
      DROP INDEX \`idx_templates_zip_category_popular\`,
      DROP INDEX \`idx_templates_zip_popular\``);
    await q.query(`DROP TABLE \`catalog_stats\``);
  }
}
