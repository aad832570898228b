import { JOBS_API, shortJobId } from '@tm/contracts/jobs';
import { StartGenerationResponseSchema } from '@tm/contracts/jobs.schemas';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { waitFor } from '../../testing/fixtures';
import { hasRedisServer, PrivateRedis, REDIS_SERVER } from '../../testing/private-redis';
import { testTargets } from '../../testing/test-targets';
import { signedInUser } from '../../modules/admin/testing/admin-agents';
import { startJobWorker } from './testing/job-workers';

/** MySQL when CI gives it (as deployed), else the embedded SQLite; Redis is this test's own either way. */
const base = testTargets().find((t) => t.database === 'mysql') ?? testTargets()[0]!;

// Decision 033: a Redis that goes away mid-job and comes back empty (its queues lost) loses no work.
(hasRedisServer ? describe : describe.skip)(
  `a job while Redis blinks, on ${base.database}${hasRedisServer ? '' : ` (skipped: ${REDIS_SERVER} is not installed)`}`,
  () => {
    let redis: PrivateRedis;
    let t: TestApp | undefined;
    let worker: { close: () => Promise<void> } | undefined;
    const startRedis = () => redis.start(['--save', '', '--appendonly', 'no']);

    beforeAll(async () => {
      redis = await PrivateRedis.create();
      await startRedis();
    });
    afterAll(async () => {
      await worker?.close();
      await t?.close().catch(() => undefined);
      await redis.stop('SIGKILL');
    });

    it('finishes the job after Redis was killed mid-job and came back empty: no duplicate, no gap', async () => {
      t = await createTestApp({ ...base, name: `${base.database}+private redis`, redisUrl: redis.url }, { env: { JOB_LEASE_MS: '2000' } });
      t.logger.allowErrors = true; // the lost connection is logged while Redis is away
      worker = await startJobWorker(t);
      const { agent: admin } = await signedInUser(t, 'boss', true);
      const total = base.database === 'mysql' ? 40_000 : 20_000;
      const { jobId } = StartGenerationResponseSchema.parse(
        (await admin.post(JOBS_API.startGeneration).send({ targetTotal: total }).expect(202)).body,
      );
      // The session lives in Redis too, so progress is read from the job's row.
      const processed = async () =>
        Number(
          (
            (await t!.dataSource.query('SELECT processedTemplates AS n, status FROM background_jobs WHERE id = ?', [jobId])) as Array<{
              n: number;
            }>
          )[0]!.n,
        );
      await waitFor(async () => (await processed()) >= 2_000, 30_000);
      await redis.stop('SIGKILL'); // gone at once, nothing saved
      const atKill = await processed();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await startRedis(); // empty: the Bull queues and their jobs are gone

      const done = await waitFor(async () => {
        const [row] = (await t!.dataSource.query(
          'SELECT status, processedTemplates, succeededTemplates FROM background_jobs WHERE id = ?',
          [jobId],
        )) as Array<{ status: string; processedTemplates: number; succeededTemplates: number }>;
        return row && row.status !== 'pending' && row.status !== 'running' ? row : undefined;
      }, 90_000);
      expect(atKill).toBeLessThan(total);
      expect(done).toMatchObject({ status: 'completed', processedTemplates: total, succeededTemplates: total });
      const slugs = (
        (await t.dataSource.query('SELECT slug FROM templates WHERE slug LIKE ?', [`%-${shortJobId(jobId)}-%`])) as Array<{ slug: string }>
      ).map((r) => r.slug);
      const positions = slugs.map((slug) => Number(slug.slice(slug.lastIndexOf('-') + 1))).sort((a, b) => a - b);
      expect(positions.length).toBe(total);
      expect(positions.every((p, i) => p === i)).toBe(true);
    }, 180_000);
  },
);
