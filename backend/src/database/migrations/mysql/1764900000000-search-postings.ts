import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/**
 * Decision 035: the storefront's search on MySQL reads postings kept in the order it lists matches
 * (search_postings) and the number of templates per word (search_terms), instead of the FULLTEXT
 * index over name, description, features and tags, which ranked every match of a word on every
 * search (seconds for a common word at a million templates) and is dropped. The name's FULLTEXT
 * index stays: the back office's search by name uses it. This migration also filled the postings of
 * a stored catalog; since decision 054 drops both tables again (migration 1766200000000), it no
 * longer does, and it imports no live code.
 */
export class MysqlSearchPostings1764900000000 implements MigrationInterface {
  name = 'SearchPostings1764900000000';

  async up(q: QueryRunner): Promise<void> {
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
    ) ${TABLE_OPTIONS}`);
    await q.query(`CREATE TABLE \`search_terms\` (
      \`term\` varchar(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,
      \`templates\` int NOT NULL,
      PRIMARY KEY (\`term\`)
    ) ${TABLE_OPTIONS}`);
    await q.query('ALTER TABLE `templates` DROP INDEX `ft_templates_search`');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `templates` ADD FULLTEXT INDEX `ft_templates_search` (`name`, `description`, `features`, `tags`)');
    await q.query('DROP TABLE `search_terms`');
    await q.query('DROP TABLE `search_postings`');
  }
}
