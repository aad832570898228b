import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../config/app-config';
import { openDataSource, resolveDataSourceOptions } from '../../database/data-source';
import { ENTITIES } from '../../entities';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testTargets } from '../../testing/test-targets';
import { TemplateEntity } from './entities/template.entity';
import { makeDraft } from './testing/template-drafts';

const MIGRATION = 'GeneratedTemplatesStat1766600000000';

/** The kept Generated count (catalog_stats.templatesGenerated) starts from what a store already holds. */
describe.each(testTargets())('the generated-templates stat migration on $name', (target) => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    const config: DatabaseConfig = db.databaseUrl
      ? { type: 'mysql', url: db.databaseUrl }
      : { type: 'sqlite', path: `${db.dataDir}/marketplace.sqlite` };
    dataSource = await openDataSource(await resolveDataSourceOptions(config, ENTITIES));
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.cleanup();
  });

  const template = (design: boolean, hasZip: boolean) => {
    const draft = makeDraft();
    const now = new Date();
    return {
      ...draft,
      id: randomUUID(),
      design: design ? draft.design : null,
      hasZip,
      createdAt: now,
      updatedAt: now,
    };
  };

  it('counts the generated templates without an uploaded ZIP that are already stored', async () => {
    // Templates of every kind stored (while the table has today's columns), then back to before the
    // migration and any after it: later migrations change the table, and their downs keep its rows.
    await dataSource
      .getRepository(TemplateEntity)
      .insert([template(true, false), template(true, false), template(true, true), template(false, false), template(false, true)]);
    const applied = async () => ((await dataSource.query('SELECT name FROM migrations')) as Array<{ name: string }>).map((row) => row.name);
    while ((await applied()).includes(MIGRATION)) await dataSource.undoLastMigration({ transaction: 'each' });

    await dataSource.runMigrations({ transaction: 'each' });
    const [stats] = (await dataSource.query('SELECT templatesGenerated FROM catalog_stats WHERE id = 1')) as Array<{
      templatesGenerated: number | string;
    }>;
    expect(Number(stats!.templatesGenerated)).toBe(2);
  });
});
