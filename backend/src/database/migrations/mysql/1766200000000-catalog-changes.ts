import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Decision 054: the storefront searches an index each web process keeps in memory, loaded from the
 * templates and kept current from catalog_changes: one row per template a write touched, written in
 * that write's transaction, read in seq order by every process. The MySQL postings of decision 035
 * (search_postings, search_terms) had no reader left and are dropped; a generated template now costs
 * one change row instead of about ten postings.
 */
export class MysqlCatalogChanges1766200000000 implements MigrationInterface {
  name = 'CatalogChanges1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE \`catalog_changes\` (
      \`seq\` bigint unsigned NOT NULL AUTO_INCREMENT,
      \`templateId\` varchar(36) NOT NULL,
      \`changedAt\` datetime(6) NOT NULL,
      PRIMARY KEY (\`seq\`),
      INDEX \`idx_catalog_changes_changed_at\` (\`changedAt\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query('DROP TABLE `search_terms`');
    await q.query('DROP TABLE `search_postings`');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE `catalog_changes`');
    // The postings come back empty: run the 1764900000000 migration's backfill again to refill them.
    await q.query(`CREATE TABLE \`search_postings\` (
      \`term\` varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
      \`weight\` tinyint unsigned NOT NULL,
      \`salesCount\` int NOT NULL,
      \`createdAt\` datetime(6) NOT NULL,
      \`templateId\` varchar(36) NOT NULL,
      \`category\` varchar(20) NOT NULL,
      \`subcategory\` varchar(60) NOT NULL,
      PRIMARY KEY (\`term\`, \`weight\`, \`salesCount\`, \`createdAt\`, \`templateId\`),
      INDEX \`idx_search_postings_template\` (\`templateId\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    await q.query(`CREATE TABLE \`search_terms\` (
      \`term\` varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
      \`templates\` int NOT NULL,
      PRIMARY KEY (\`term\`)
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
  }
}
