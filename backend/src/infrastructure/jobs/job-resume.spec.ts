import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { JOBS_API, shortJobId } from '@tm/contracts/jobs';
import { GenerationJobSchema, StartGenerationResponseSchema } from '@tm/contracts/jobs.schemas';
import { API } from '@tm/contracts/routes';
import { BackendProcess, BUILT_WORKER, processEnv, requireBuiltBackend } from '../../testing/backend-process';
import { deleteKeys } from '../../testing/create-test-app';
import { freePort } from '../../testing/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeOnTarget, type TestTarget } from '../../testing/test-targets';
import { waitFor } from '../../testing/wait-for';
import { openDataSource, resolveDataSourceOptions } from '../../database/data-source';
import { ENTITIES } from '../../entities';

/** The default WORKER_CONCURRENCY: each worker works on this many parts at once. */
const PARTS_PER_WORKER = 2;
const LEASE_MS = 1_500;
/** How often the state of the processes is read: each read is a request to a process under load. */
const POLL_MS = 200;

/**
 * Decision 033: a process that dies mid-job loses nothing and repeats nothing. Each test runs the
 * built processes, kills one with SIGKILL mid-batch, and then reads every template the job stored:
 * exactly one per position of the plan.
 */
function jobSuite(target: TestTarget, mode: 'two workers on Bull' | 'the in-process driver') {
  let db: TestDatabase | undefined;
  let webRoot: string | undefined;
  const processes: BackendProcess[] = [];
  const redisPrefix = `tm-test:resume-${randomBytes(4).toString('hex')}:`;
  const secret = randomBytes(32).toString('hex');

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    if (target.redisUrl) await deleteKeys(target.redisUrl, `${redisPrefix}*`);
    await db?.cleanup();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  const env = (port: number, seed: boolean) =>
    processEnv({
      port,
      dataDir: db!.dataDir,
      webRoot: webRoot!,
      sessionSecret: secret,
      seedDemo: seed,
      catalogSeedCount: 0,
      databaseUrl: db!.databaseUrl,
      redis: target.redisUrl ? { url: target.redisUrl, prefix: redisPrefix } : undefined,
      extra: { JOB_LEASE_MS: String(LEASE_MS), WORKER_CONCURRENCY: String(PARTS_PER_WORKER) },
    });

  it(`finishes a job after ${mode === 'two workers on Bull' ? 'a worker is' : 'the app is'} killed mid-job: no duplicate templates, no gaps`, async () => {
    requireBuiltBackend(BUILT_WORKER);
    db = await createTestDatabase(target);
    webRoot = mkdtempSync(join(tmpdir(), 'tm-web-'));
    const webPort = await freePort();
    let web = await BackendProcess.start(env(webPort, true));
    processes.push(web);
    const workers =
      mode === 'two workers on Bull'
        ? [await BackendProcess.startWorker(env(0, false)), await BackendProcess.startWorker(env(0, false))]
        : [];
    processes.push(...workers);

    const signIn = async () => {
      const admin = request.agent(web.url);
      await admin.post(API.login).send({ username: 'admin', password: 'Admin12345' }).expect(200);
      return admin;
    };
    let admin = await signIn();
    const total = mode === 'two workers on Bull' ? 60_000 : 25_000;
    const { jobId } = StartGenerationResponseSchema.parse(
      (await admin.post(JOBS_API.startGeneration).send({ targetTotal: total }).expect(202)).body,
    );
    const progress = async () =>
      GenerationJobSchema.parse((await admin.get(JOBS_API.generationProgress.replace(':jobId', jobId)).expect(200)).body);

    const dataSource = await openDataSource({
      ...(await resolveDataSourceOptions(
        db.databaseUrl ? { type: 'mysql', url: db.databaseUrl } : { type: 'sqlite', path: join(db.dataDir, 'marketplace.sqlite') },
        ENTITIES,
      )),
      migrationsRun: false,
    });
    try {
      const runningParts = async () =>
        Number(
          (
            (await dataSource.query(
              "SELECT COUNT(*) AS n FROM background_job_parts WHERE jobId = ? AND status = 'running' AND leaseOwner IS NOT NULL",
              [jobId],
            )) as Array<{ n: number | string }>
          )[0]!.n,
        );
      if (mode === 'two workers on Bull') {
        // Every part both workers can hold is held, so the one killed dies holding some.
        await waitFor(async () => (await runningParts()) === 2 * PARTS_PER_WORKER && (await progress()).processedTemplates >= 2_000, {
          timeoutMs: 60_000,
          intervalMs: POLL_MS,
          what: 'both workers at work',
        });
        await workers[0]!.kill('SIGKILL');
      } else {
        await waitFor(async () => (await progress()).processedTemplates >= 2_000, {
          timeoutMs: 60_000,
          intervalMs: POLL_MS,
          what: 'the job under way',
        });
        await web.kill('SIGKILL');
        web = await BackendProcess.start(env(webPort, false));
        processes.push(web);
        admin = await signIn();
      }
      const atKill = (await progress()).processedTemplates;
      expect(atKill).toBeLessThan(total);
      const done = await waitFor(
        async () => {
          const job = await progress();
          return job.status === 'completed' || job.status === 'failed' ? job : undefined;
        },
        { timeoutMs: 120_000, intervalMs: POLL_MS, what: 'the job to finish' },
      );
      expect(done).toMatchObject({ status: 'completed', processedTemplates: total, generatedTemplates: total, failedTemplates: 0 });

      const slugs = (
        (await dataSource.query('SELECT slug FROM templates WHERE slug LIKE ?', [`%-${shortJobId(jobId)}-%`])) as Array<{ slug: string }>
      ).map((r) => r.slug);
      const positions = slugs.map((slug) => Number(slug.slice(slug.lastIndexOf('-') + 1))).sort((a, b) => a - b);
      expect(positions.length).toBe(total);
      expect(positions.every((p, i) => p === i)).toBe(true);
      const [stats] = (await dataSource.query('SELECT totalTemplates FROM catalog_stats')) as Array<{ totalTemplates: number | string }>;
      expect(Number(stats!.totalTemplates)).toBe(total);
      const retaken = (await dataSource.query('SELECT partNo FROM background_job_parts WHERE jobId = ? AND attempts > 1', [
        jobId,
      ])) as unknown[];
      expect(retaken.length).toBeGreaterThanOrEqual(1);
      console.log(
        `${mode}: killed at ${atKill} of ${total}; ${retaken.length} part(s) taken over; finished with ${positions.length} templates, one per position`,
      );
    } finally {
      await dataSource.destroy();
    }
  }, 240_000);
}

describeOnTarget(
  (t) => t.database === 'mysql' && t.redisUrl !== undefined,
  'two Bull workers: skipped (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
)('a job resumed on $name', (target: TestTarget) => jobSuite(target, 'two workers on Bull'));

describeOnTarget((t) => t.database === 'sqlite', 'never skipped')('a job resumed on $name', (target: TestTarget) =>
  jobSuite(target, 'the in-process driver'),
);
