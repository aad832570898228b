import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from '../entities';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { testTargets } from '../testing/test-targets';
import { openDataSource, resolveDataSourceOptions } from './data-source';
import { isMysqlFamily } from './sql-dialect';

describe.each(testTargets())('migrations on $name', (target) => {
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

  it('builds exactly the schema the entities describe', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has nothing left to run after start-up', async () => {
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('can be reverted and applied again', async () => {
    for (let i = 0; i < dataSource.migrations.length; i += 1) await dataSource.undoLastMigration({ transaction: 'each' });
    const runner = dataSource.createQueryRunner();
    try {
      for (const table of [
        'users',
        'templates',
        'template_tags',
        'cart_items',
        'cart_merges',
        'orders',
        'order_items',
        'payments',
        'entitlements',
        'download_logs',
      ])
        expect(await runner.hasTable(table)).toBe(false);
      // Tables TypeORM does not model (SQLite full text search) go with their migration too.
      const leftovers = isMysqlFamily(dataSource)
        ? "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name <> 'migrations'"
        : "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name <> 'migrations'";
      expect(await runner.query(leftovers)).toEqual([]);
    } finally {
      await runner.release();
    }
    await dataSource.runMigrations({ transaction: 'each' });
    expect((await dataSource.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
  });
});
