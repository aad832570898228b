import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDataSource, resolveDataSourceOptions } from '../database/data-source';
import { ENTITIES } from '../entities';
import { loadConfig } from './app-config';

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('private data at rest (decision 022)', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'tm-private-'));
    chmodSync(root, 0o755);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('creates the data folder 0700', () => {
    const dataDir = join(root, 'data', 'nested');
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('tightens a data folder an older start left readable, but not a shared (sticky) one', () => {
    const dataDir = join(root, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    loadConfig({ DATA_DIR: dataDir });
    expect(modeOf(dataDir)).toBe(0o700);

    const shared = join(root, 'shared');
    mkdirSync(shared);
    chmodSync(shared, 0o1777);
    loadConfig({ DATA_DIR: shared });
    expect(statSync(shared).mode & 0o7777).toBe(0o1777);
  });

  it('creates the SQLite file 0600, and its -wal and -shm files follow', async () => {
    const path = join(root, 'marketplace.sqlite');
    const dataSource = await openDataSource(await resolveDataSourceOptions({ type: 'sqlite', path }, ENTITIES));
    try {
      await dataSource.query('CREATE TABLE wal_probe (x integer)'); // a write: the WAL is in use
      for (const file of [path, `${path}-wal`, `${path}-shm`]) {
        expect(existsSync(file)).toBe(true);
        expect([file, modeOf(file)]).toEqual([file, 0o600]);
      }
    } finally {
      await dataSource.destroy();
    }
  });

  it('tightens database files an older start left readable', async () => {
    const path = join(root, 'marketplace.sqlite');
    const first = await openDataSource(await resolveDataSourceOptions({ type: 'sqlite', path }, ENTITIES));
    await first.destroy();
    chmodSync(path, 0o644);
    writeFileSync(`${path}-wal`, ''); // an empty WAL, as a crash can leave
    chmodSync(`${path}-wal`, 0o644);
    const second = await openDataSource(await resolveDataSourceOptions({ type: 'sqlite', path }, ENTITIES));
    try {
      expect(modeOf(path)).toBe(0o600);
      expect(modeOf(`${path}-wal`)).toBe(0o600);
    } finally {
      await second.destroy();
    }
  });
});
