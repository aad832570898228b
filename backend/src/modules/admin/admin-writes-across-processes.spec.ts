import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN_API, adminPath } from '@tm/contracts/admin';
import { CATALOG_API, type TemplateCounts } from '@tm/contracts/catalog';
import type { Template, TemplateDetail } from '@tm/contracts/catalog.schemas';
import { templatePath } from '@tm/contracts/catalog-requests';
import { API } from '@tm/contracts/routes';
import { BackendProcess, processEnv, requireBuiltBackend } from '../../testing/backend-process';
import { deleteKeys } from '../../testing/create-test-app';
import { freePort } from '../../testing/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeOnTarget, type TestTarget } from '../../testing/test-targets';
import { sampleZip } from '../../infrastructure/template-files/testing/zip-builder';

/**
 * How long after a write another process may still answer what it read before without Redis: its
 * search index reads the change rows every 400 ms and drops the answers (decision 055), with slack
 * for a busy machine.
 */
const WINDOW_MS = 3_000;

/** Asks `read` every `everyMs` until it answers true; resolves with the time taken, or throws after `limitMs`. */
async function timeUntil(read: () => Promise<boolean>, limitMs: number, everyMs = 250): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await read()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`not seen within ${limitMs} ms`);
}

// With several app processes behind one database (docker compose --scale app=3), an admin write made
// through one shows in every other within a second with Redis, else within the cache's freshness window.
describeOnTarget((t) => t.database === 'mysql', 'two app processes on MySQL: skipped (TEST_DATABASE_URL is not set)')(
  'admin writes seen by another app process on $name',
  (target: TestTarget) => {
    let db: TestDatabase | undefined;
    const processes: BackendProcess[] = [];
    let webRoot: string | undefined;
    const redisPrefix = `tm-test:processes-${randomBytes(4).toString('hex')}:`;

    afterAll(async () => {
      await Promise.all(processes.map((p) => p.kill('SIGTERM')));
      if (target.redisUrl) await deleteKeys(target.redisUrl, `${redisPrefix}*`);
      await db?.cleanup();
      if (webRoot) rmSync(webRoot, { recursive: true, force: true });
    });

    it('shows an upload (new version) and a template deletion made on process A in process B within a second with Redis, within three without', async () => {
      requireBuiltBackend();
      db = await createTestDatabase(target);
      webRoot = mkdtempSync(join(tmpdir(), 'tm-web-'));
      const secret = randomBytes(32).toString('hex');
      const start = async (seed: boolean) => {
        const port = await freePort();
        return BackendProcess.start(
          processEnv({
            port,
            dataDir: db!.dataDir,
            webRoot: webRoot!,
            sessionSecret: secret,
            seedDemo: seed,
            catalogSeedCount: 12,
            databaseUrl: db!.databaseUrl!,
            redis: target.redisUrl ? { url: target.redisUrl, prefix: redisPrefix } : undefined,
          }),
        );
      };
      // One after another: the first one migrates and seeds, the second finds it done.
      processes.push(await start(true));
      processes.push(await start(false));
      const [a, b] = processes as [BackendProcess, BackendProcess];

      const [kept, deleted] = (await request(b.url).get(`${CATALOG_API.list}?limit=2`).expect(200)).body as Template[];
      const detailOn = async (url: string, slug: string) => request(url).get(templatePath(slug));
      const countOn = async (url: string) =>
        ((await request(url).get(CATALOG_API.counts).expect(200)).body as TemplateCounts)[deleted!.category];
      // B reads (and caches) both templates and the counts before the writes.
      expect(((await detailOn(b.url, kept!.slug)).body as TemplateDetail).version).toBeNull();
      expect((await detailOn(b.url, deleted!.slug)).status).toBe(200);
      const countBefore = await countOn(b.url);

      const admin = request.agent(a.url);
      await admin.post(API.login).send({ username: 'admin', password: 'Admin12345' }).expect(200);
      await admin
        .post(adminPath(ADMIN_API.uploadZip, { id: kept!.id }))
        .attach('zipFile', sampleZip('across'), 'theme.zip')
        .expect(200);
      await admin.delete(adminPath(ADMIN_API.deleteTemplate, { id: deleted!.id })).expect(200);

      // A, which made the writes, shows them at once.
      expect(((await detailOn(a.url, kept!.slug)).body as TemplateDetail).version).toMatchObject({ number: 1 });
      expect((await detailOn(a.url, deleted!.slug)).status).toBe(404);

      // B shows them within a second with Redis (A's notice empties B's cache, decision 043); without,
      // once its search index has read A's change rows (decision 055).
      const limit = target.redisUrl ? 1_000 : WINDOW_MS;
      const every = target.redisUrl ? 50 : 250;
      const written = Date.now();
      const versionSeen = await timeUntil(
        async () => ((await detailOn(b.url, kept!.slug)).body as TemplateDetail).version?.number === 1,
        limit,
        every,
      );
      const deletionSeen = await timeUntil(async () => (await detailOn(b.url, deleted!.slug)).status === 404, limit, every);
      const countSeen = await timeUntil(async () => (await countOn(b.url)) === countBefore - 1, limit, every);
      const allSeen = Date.now() - written;
      console.log(
        `Process B saw the new version after ${versionSeen} ms, the deletion after ${deletionSeen} ms more, the count after ${countSeen} ms more: all ${allSeen} ms after the writes (limit ${limit} ms)`,
      );
      expect(allSeen).toBeLessThan(limit);
    }, 180_000);
  },
);
