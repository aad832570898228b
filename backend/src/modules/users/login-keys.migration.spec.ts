import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../../config/app-config';
import { openDataSource, resolveDataSourceOptions } from '../../database/data-source';
import { isMysqlFamily } from '../../database/sql-dialect';
import { ENTITIES } from '../../entities';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testTargets } from '../../testing/test-targets';

const KEYS_MIGRATION = 'AccountsHardening1764200000000';

interface Row {
  id: string;
  username: string;
  email: string;
  usernameKey: string;
  emailKey: string;
}

/** Users as they were before migration 1764200000000 (no key columns), oldest first. */
const SQLITE_USERS = [
  ['u1', 'Twin', 'Ann@Example.com'],
  ['u2', 'twin', 'twin2@example.com'],
  ['u3', 'TWIN', 'ann@example.com'],
  ['u4', 'twin_2', 'bob@example.com'], // the first free name for u2 would have been this one
  ['u5', 'Solo', 'Solo@Example.COM'],
] as const;

describe.each(testTargets())('migration 1764200000000 (login keys) on $name', (target) => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase(target);
    const config: DatabaseConfig = db.databaseUrl
      ? { type: 'mysql', url: db.databaseUrl }
      : { type: 'sqlite', path: `${db.dataDir}/marketplace.sqlite` };
    dataSource = await openDataSource(await resolveDataSourceOptions(config, ENTITIES));
    // Back to the schema just before the keys, whatever migrations came after them.
    const index = dataSource.migrations.findIndex((m) => m.name === KEYS_MIGRATION);
    expect(index).toBeGreaterThan(0);
    for (let i = dataSource.migrations.length; i > index; i -= 1) await dataSource.undoLastMigration({ transaction: 'each' });
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await db?.cleanup();
  });

  const insert = async (rows: ReadonlyArray<readonly [string, string, string]>) => {
    for (const [i, [id, username, email]] of rows.entries()) {
      const createdAt = `2025-01-0${i + 1} 12:00:00`; // oldest first, in the list's order
      await dataSource.query('INSERT INTO users (id, email, username, passwordHash, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)', [
        id,
        email,
        username,
        'x',
        createdAt,
        createdAt,
      ]);
    }
  };
  const rows = async () =>
    Object.fromEntries(
      ((await dataSource.query('SELECT id, username, email, usernameKey, emailKey FROM users ORDER BY id')) as Row[]).map((row) => [
        row.id,
        row,
      ]),
    );

  it('fills the keys, and settles rows that collide once normalised: the oldest keeps its name and address', async () => {
    if (isMysqlFamily(dataSource)) {
      // MySQL's case-insensitive unique indexes never let such rows in; mixed case still gets lower-case keys.
      await insert([
        ['u1', 'MixedCase', 'Mixed@Example.COM'],
        ['u2', 'other', 'other@example.com'],
      ]);
      await dataSource.runMigrations({ transaction: 'each' });
      expect(await rows()).toEqual({
        u1: { id: 'u1', username: 'MixedCase', email: 'Mixed@Example.COM', usernameKey: 'mixedcase', emailKey: 'mixed@example.com' },
        u2: { id: 'u2', username: 'other', email: 'other@example.com', usernameKey: 'other', emailKey: 'other@example.com' },
      });
      return;
    }
    await insert(SQLITE_USERS);
    await dataSource.runMigrations({ transaction: 'each' });
    expect(await rows()).toEqual({
      u1: { id: 'u1', username: 'Twin', email: 'Ann@Example.com', usernameKey: 'twin', emailKey: 'ann@example.com' },
      u2: { id: 'u2', username: 'twin_3', email: 'twin2@example.com', usernameKey: 'twin_3', emailKey: 'twin2@example.com' },
      u3: { id: 'u3', username: 'TWIN_4', email: 'ann@example.com', usernameKey: 'twin_4', emailKey: 'u3@duplicate.invalid' },
      u4: { id: 'u4', username: 'twin_2', email: 'bob@example.com', usernameKey: 'twin_2', emailKey: 'bob@example.com' },
      u5: { id: 'u5', username: 'Solo', email: 'Solo@Example.COM', usernameKey: 'solo', emailKey: 'solo@example.com' },
    });
  });

  it('leaves the keys unique in the database itself', async () => {
    const insertWithKeys = (id: string, username: string, email: string) =>
      dataSource.query('INSERT INTO users (id, email, username, usernameKey, emailKey, passwordHash) VALUES (?, ?, ?, ?, ?, ?)', [
        id,
        email,
        username,
        username.toLowerCase(),
        email.toLowerCase(),
        'x',
      ]);
    await insertWithKeys('u8', 'Unique', 'unique@example.com');
    await expect(insertWithKeys('u9', 'UNIQUE', 'fresh@example.com')).rejects.toThrow();
    await expect(insertWithKeys('u9', 'fresh', 'UNIQUE@example.com')).rejects.toThrow();
    await insertWithKeys('u9', 'fresh', 'fresh@example.com');
  });
});
