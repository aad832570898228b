import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testTargets } from '../testing/test-targets';
import { openDataSource, resolveDataSourceOptions } from './data-source';

describe.each(testTargets())('migrations on $name', (target) => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    const config: DatabaseConfig = db.databaseUrl
      ? { type: 'mysql', url: db.databaseUrl }
      : { type: 'sqlite', path: `${db.dataDir}/marketplace.sqlite` };
    dataSource = await openDataSource(await resolveDataSourceOptions(config));
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.cleanup();
  });

  it('builds exactly the schema the entities describe', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has nothing left to run after start-up', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('can be reverted and applied again', async () => {
    await dataSource.undoLastMigration({ transaction: 'each' });
    const runner = dataSource.createQueryRunner();
    try {
      expect(await runner.hasTable('users')).toBe(false);
    } finally {
      await runner.release();
    }
    await dataSource.runMigrations({ transaction: 'each' });
    expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  });
});
