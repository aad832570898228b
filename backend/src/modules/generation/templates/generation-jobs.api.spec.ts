import { ADMIN_API } from '@tm/contracts/admin';
import { AuditLogPageSchema, TemplatesStatusSchema } from '@tm/contracts/admin.schemas';
import { generationPlan } from '@tm/contracts/generation';
import { JOB_MESSAGES, JOBS_API, shortJobId } from '@tm/contracts/jobs';
import type { GenerationJob } from '@tm/contracts/jobs.schemas';
import { GenerationJobSchema, GenerationJobsSchema, StartGenerationResponseSchema } from '@tm/contracts/jobs.schemas';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { sleep, waitFor } from '../../../testing/wait-for';
import { testTargets } from '../../../testing/test-targets';
import { signedInUser, type Agent } from '../../admin/testing/admin-agents';
import { CatalogWriterService } from '../../catalog/catalog-writer.service';
import { makeDraft } from '../../catalog/testing/template-drafts';
import { startJobWorker } from '../../../infrastructure/jobs/testing/job-workers';

const progressPath = (jobId: string) => JOBS_API.generationProgress.replace(':jobId', jobId);
const cancelPath = (jobId: string) => JOBS_API.cancelGeneration.replace(':jobId', jobId);
/** JOB_LEASE_MS of this suite: a worker renews its claim every third of it, and lets go once it cannot. */
const JOB_LEASE_MS = 2_000;

describe.each(testTargets())('bulk generation jobs on $name', (target) => {
  let t: TestApp;
  let admin: Agent;
  let worker: { close: () => Promise<void> };

  beforeAll(async () => {
    t = await createTestApp(target, { env: { JOB_LEASE_MS: String(JOB_LEASE_MS) } });
    worker = await startJobWorker(t);
    admin = (await signedInUser(t, 'boss', true)).agent;
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const start = async (body: object): Promise<GenerationJob> =>
    StartGenerationResponseSchema.parse((await admin.post(JOBS_API.startGeneration).send(body).expect(202)).body).job;
  const progress = async (jobId: string) => GenerationJobSchema.parse((await admin.get(progressPath(jobId)).expect(200)).body);
  const finished = (jobId: string, timeoutMs = 60_000) =>
    waitFor(async () => {
      const job = await progress(jobId);
      return job.status === 'pending' || job.status === 'running' ? undefined : job;
    }, timeoutMs);
  /** The templates a job stored, by the tag in their slugs. */
  const storedBy = async (jobId: string) =>
    (await t.dataSource.query(
      'SELECT slug, category, subcategory, salesCount, rating, ratingCount, generationJobId FROM templates WHERE slug LIKE ?',
      [`%-${shortJobId(jobId)}-%`],
    )) as Array<{
      generationJobId: string | null;
      slug: string;
      category: string;
      subcategory: string;
      salesCount: number;
      rating: number | string;
      ratingCount: number;
    }>;

  it('refuses bodies that are not {useAI} with either {targetTotal} or {category, subcategory, count}, with a clear message', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'Send either targetTotal, or category and count'],
      [{ targetTotal: 10, category: 'html', count: 5 }, 'Send either targetTotal, or category and count'],
      [{ targetTotal: 0 }, 'targetTotal must be at least 1'],
      [{ targetTotal: 1_000_001 }, 'targetTotal must be at most 1,000,000'],
      [{ targetTotal: 2.5 }, 'targetTotal must be a whole number'],
      [{ targetTotal: '100' }, 'targetTotal must be a whole number from 1 to 1,000,000'],
      [{ category: 'html' }, 'category and count go together'],
      [{ category: 'games', count: 5 }, 'category must be one of'],
      [{ category: 'html', subcategory: 'blog-magazine', count: 5 }, "subcategory must be all or one of html's"],
      [{ targetTotal: 5, useAI: 'yes' }, 'useAI must be true or false'],
      [{ targetTotal: 5, priority: 'high' }, 'Unknown field'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(JOBS_API.startGeneration).send(body).expect(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(GenerationJobsSchema.parse((await admin.get(JOBS_API.generationJobs).expect(200)).body).jobs).toEqual([]);
  });

  it('makes a subcategory count as new templates (no sales, no rating), reports progress to completed, and audits the start', async () => {
    const {
      ids: [uploaded],
    } = await t.app.get(CatalogWriterService).insertMany([makeDraft({ category: 'html', subcategory: 'landing-pages' })]);
    const job = await start({ category: 'html', subcategory: 'landing-pages', count: 30, useAI: false });
    expect(job).toMatchObject({ totalTemplates: 30, useAI: false, target: { category: 'html', subcategory: 'landing-pages', count: 30 } });
    expect(['pending', 'running', 'completed']).toContain(job.status);
    const done = await finished(job.jobId);
    expect(done).toMatchObject({
      status: 'completed',
      processedTemplates: 30,
      generatedTemplates: 30,
      failedTemplates: 0,
      currentCategory: 'html',
      currentSubcategory: 'landing-pages',
      errors: [],
    });
    expect(Date.parse(done.endTime!)).toBeGreaterThanOrEqual(Date.parse(done.startTime!));
    const stored = await storedBy(job.jobId);
    expect(stored).toHaveLength(30);
    for (const row of stored) {
      expect({ ...row, rating: Number(row.rating), slug: undefined }).toEqual({
        slug: undefined,
        category: 'html',
        subcategory: 'landing-pages',
        salesCount: 0,
        rating: 0,
        ratingCount: 0,
        generationJobId: job.jobId,
      });
    }
    // The back office's table marks each as made by the job; a template no job made is not marked.
    const table = TemplatesStatusSchema.parse(
      (await admin.get(`${ADMIN_API.templatesStatus}?category=html&subcategory=landing-pages&pageSize=100`).expect(200)).body,
    );
    expect(table.templates).toHaveLength(31);
    expect(table.templates.filter((row) => row.generationJobId === job.jobId)).toHaveLength(30);
    expect(table.templates.find((row) => row.id === uploaded)).toMatchObject({ generationJobId: null });
    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).expect(200)).body);
    expect(audit.entries.find((e) => e.targetId === job.jobId)).toMatchObject({
      action: 'generation.start',
      targetType: 'job',
      detail: '30 in html/landing-pages',
    });
  });

  it('spreads a target total over the 40 listing subcategories as the shared plan says, each position once', async () => {
    const job = await start({ targetTotal: 123 });
    expect((await finished(job.jobId)).status).toBe('completed');
    const stored = await storedBy(job.jobId);
    const made = new Map<string, number>();
    for (const row of stored) made.set(`${row.category}/${row.subcategory}`, (made.get(`${row.category}/${row.subcategory}`) ?? 0) + 1);
    expect(Object.fromEntries(made)).toEqual(
      Object.fromEntries(generationPlan({ targetTotal: 123 }).map((s) => [`${s.category}/${s.subcategory}`, s.count])),
    );
    const positions = stored.map((row) => Number(row.slug.slice(row.slug.lastIndexOf('-') + 1))).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 123 }, (_, i) => i));
  });

  it('maps the generator page wordpress names and spreads a category count over its subcategories', async () => {
    const one = await start({ category: 'wordpress', subcategory: 'magazine-themes', count: 4 });
    const all = await start({ category: 'plugins', subcategory: 'all', count: 13 });
    expect(one.target).toEqual({ category: 'wordpress', subcategory: 'blog-magazine', count: 4 });
    expect(all.target).toEqual({ category: 'plugins', count: 13 });
    await finished(one.jobId);
    await finished(all.jobId);
    expect(new Set((await storedBy(one.jobId)).map((r) => r.subcategory))).toEqual(new Set(['blog-magazine']));
    const plugins = await storedBy(all.jobId);
    expect(plugins).toHaveLength(13);
    expect(new Set(plugins.map((r) => r.subcategory)).size).toBe(6);
  });

  it('says so in the job when AI was asked for but no model is configured, and still makes every template', async () => {
    const job = await start({ targetTotal: 5, useAI: true });
    const done = await finished(job.jobId);
    expect(done).toMatchObject({ status: 'completed', generatedTemplates: 5, failedTemplates: 0, useAI: true, errorCount: 1 });
    expect(done.errors).toEqual(['AI was asked for, but OPENAI_API_KEY is not set: the generator wrote every template']);
  });

  it('lists jobs newest first, answers 404 for an unknown job, and refuses to cancel a finished one', async () => {
    const { jobs } = GenerationJobsSchema.parse((await admin.get(JOBS_API.generationJobs).expect(200)).body);
    expect(jobs.length).toBeGreaterThanOrEqual(5);
    const created = jobs.map((j) => Date.parse(j.createdAt));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(new Set(jobs.map((j) => shortJobId(j.jobId))).size).toBe(jobs.length);
    expect((await admin.get(progressPath('00000000-0000-4000-8000-000000000000')).expect(404)).body).toEqual({
      message: JOB_MESSAGES.jobNotFound,
    });
    expect((await admin.post(cancelPath('nope')).expect(404)).body).toEqual({ message: JOB_MESSAGES.jobNotFound });
    expect((await admin.post(cancelPath(jobs[0]!.jobId)).expect(409)).body).toEqual({ message: JOB_MESSAGES.jobNotActive });
  });

  it('cancels a running job within 2 s: no template is stored after the answer, and the count matches the job', async () => {
    const job = await start({ targetTotal: 200_000 });
    await waitFor(async () => (await progress(job.jobId)).processedTemplates > 0, 30_000);
    const cancelled = GenerationJobSchema.parse((await admin.post(cancelPath(job.jobId)).expect(200)).body);
    expect(cancelled.status).toBe('cancelled');
    const atCancel = (await storedBy(job.jobId)).length;
    // Every part let go is the event to wait for: letting go waits for each batch in flight (it holds
    // its part's row) and a batch that starts later is refused, as its part is no longer running. A
    // lease more then lets a template stored late show.
    const unstopped = async () =>
      (
        (await t.dataSource.query("SELECT COUNT(*) AS n FROM background_job_parts WHERE jobId = ? AND status IN ('pending', 'running')", [
          job.jobId,
        ])) as Array<{ n: number | string }>
      )[0]!.n;
    await waitFor(async () => Number(await unstopped()) === 0, 30_000);
    await sleep(JOB_LEASE_MS);
    const later = (await storedBy(job.jobId)).length;
    expect(later).toBe(atCancel);
    const final = await progress(job.jobId);
    expect(final).toMatchObject({ status: 'cancelled', processedTemplates: later, generatedTemplates: later });
    expect(final.processedTemplates).toBeLessThan(200_000);
    const parts = (await t.dataSource.query('SELECT status, leaseOwner FROM background_job_parts WHERE jobId = ?', [job.jobId])) as Array<{
      status: string;
      leaseOwner: string | null;
    }>;
    expect(parts.filter((p) => p.status === 'pending' || p.status === 'running')).toEqual([]);
    expect((await admin.post(cancelPath(job.jobId)).expect(409)).body).toEqual({ message: JOB_MESSAGES.jobNotActive });
    const audit = AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).expect(200)).body);
    expect(
      audit.entries
        .filter((e) => e.targetId === job.jobId)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['generation.cancel', 'generation.start']);
  });

  it('refuses a job that would take the templates still to make past 1,000,000, and takes a smaller one', async () => {
    const starts = async () =>
      AuditLogPageSchema.parse((await admin.get(ADMIN_API.auditLog).query({ pageSize: '100' }).expect(200)).body).entries.filter(
        (e) => e.action === 'generation.start',
      ).length;
    const startsBefore = await starts();
    const first = await start({ targetTotal: 600_000 });
    const refused = await admin.post(JOBS_API.startGeneration).send({ targetTotal: 600_000 }).expect(409);
    expect(refused.body).toEqual({ message: JOB_MESSAGES.generationBusy });
    const second = await start({ targetTotal: 300_000 });
    for (const job of [first, second]) await admin.post(cancelPath(job.jobId)).expect(200);
    // Once they stop, the room is back.
    const third = await start({ targetTotal: 600_000 });
    await admin.post(cancelPath(third.jobId)).expect(200);
    expect(await starts()).toBe(startsBefore + 3); // the refused start left no job and no audit entry
  });
});
