import type { DataSource } from 'typeorm';
import { openDataSource, resolveDataSourceOptions } from '../../database/data-source';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeOnTarget } from '../../testing/test-targets';
import { makeDrafts } from './testing/template-drafts';

const POSTINGS_MIGRATION = 'SearchPostings1764900000000';

/** A catalog stored before search_postings existed is indexed by the migration that adds it. */
describeOnTarget((t) => t.database === 'mysql', 'migration 1764900000000 (search postings): skipped, MySQL only (TEST_DATABASE_URL is not set)')(
  'migration 1764900000000 (search postings) on $name',
  (target) => {
    let db: TestDatabase;
    let dataSource: DataSource;

    beforeAll(async () => {
      db = await createTestDatabase(target);
      dataSource = await openDataSource(await resolveDataSourceOptions({ type: 'mysql', url: db.databaseUrl! }));
    });
    afterAll(async () => {
      await dataSource?.destroy();
      await db?.cleanup();
    });

    it('indexes the templates already stored, 2,000 at a time, and drops the FULLTEXT index it replaces', async () => {
      const index = dataSource.migrations.findIndex((m) => m.name === POSTINGS_MIGRATION);
      expect(index).toBeGreaterThan(0);
      for (let i = dataSource.migrations.length; i > index; i -= 1) await dataSource.undoLastMigration({ transaction: 'each' });

      const drafts = makeDrafts(2_345, 'before');
      for (let start = 0; start < drafts.length; start += 500) {
        const chunk = drafts.slice(start, start + 500);
        await dataSource.query(
          `INSERT INTO templates (id, slug, name, description, priceCents, previewImage, category, subcategory, features, screenshots, tags, salesCount, createdAt)
            VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          chunk.flatMap((d, i) => [
            `00000000-0000-7000-8000-${String(start + i).padStart(12, '0')}`,
            d.slug, d.name, d.description, d.priceCents, d.previewImage, d.category, d.subcategory,
            JSON.stringify(d.features), '[]', JSON.stringify(d.tags), d.salesCount, d.createdAt,
          ]),
        );
      }
      await dataSource.runMigrations({ transaction: 'each' });

      const [{ n }] = (await dataSource.query('SELECT COUNT(DISTINCT templateId) AS n FROM search_postings')) as Array<{ n: number | string }>;
      expect(Number(n)).toBe(2_345);
      const mismatched = (await dataSource.query(`SELECT t.term FROM search_terms t
        LEFT JOIN (SELECT term, COUNT(*) AS n FROM search_postings GROUP BY term) p ON p.term = t.term
        WHERE t.templates <> COALESCE(p.n, 0)`)) as unknown[];
      expect(mismatched).toEqual([]);
      const sample = drafts[2_222]!;
      const word = sample.name.split(/\W+/).find((w) => w.length > 3)!.toLowerCase();
      const found = (await dataSource.query('SELECT templateId FROM search_postings WHERE term = ? AND templateId = ?', [
        word,
        '00000000-0000-7000-8000-000000002222',
      ])) as unknown[];
      expect(found).toHaveLength(1);
      const fulltext = (await dataSource.query("SHOW INDEX FROM templates WHERE Index_type = 'FULLTEXT'")) as Array<{ Key_name: string }>;
      expect([...new Set(fulltext.map((i) => i.Key_name))]).toEqual(['ft_templates_name']);
    });
  },
);
