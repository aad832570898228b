import type { MigrationInterface, QueryRunner } from 'typeorm';
import { postingInsertSteps, postingRows, type PostingSource } from '../../../modules/catalog/search-postings';

const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';
/** Templates read and indexed at a time while filling the index of a catalog that is already stored. */
const BACKFILL_CHUNK = 2_000;

/**
 * Decision 035: the storefront's search on MySQL reads postings kept in the order it lists matches
 * (search_postings) and the number of templates per word (search_terms), instead of the FULLTEXT
 * index over name, description, features and tags, which ranked every match of a word on every
 * search (seconds for a common word at a million templates) and is dropped. The name's FULLTEXT
 * index stays: the back office's search by name uses it. A stored catalog is indexed here, 2,000
 * templates at a time (not timed at a million; expect minutes).
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
    let after = '';
    for (;;) {
      const rows = (await q.query(
        'SELECT id, name, tags, subcategory, category, salesCount, createdAt FROM templates WHERE id > ? ORDER BY id LIMIT ?',
        [after, BACKFILL_CHUNK],
      )) as Array<Record<string, unknown>>;
      if (rows.length === 0) break;
      const sources: PostingSource[] = rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        tags: JSON.parse(String(r.tags)) as string[],
        subcategory: String(r.subcategory),
        category: String(r.category),
        salesCount: Number(r.salesCount),
        createdAt: r.createdAt,
      }));
      for (const step of postingInsertSteps(postingRows(sources))) await q.query(step.sql, [...step.params]);
      after = sources[sources.length - 1]!.id;
    }
    await q.query('ALTER TABLE `templates` DROP INDEX `ft_templates_search`');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE `templates` ADD FULLTEXT INDEX `ft_templates_search` (`name`, `description`, `features`, `tags`)');
    await q.query('DROP TABLE `search_terms`');
    await q.query('DROP TABLE `search_postings`');
  }
}
