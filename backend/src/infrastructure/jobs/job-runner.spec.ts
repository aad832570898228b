import { randomUUID } from 'node:crypto';
import { ClockService } from '../../common/clock';
import { DependencyUnavailableError } from '../../common/http/unavailable';
import { runAtomically } from '../../database/atomic-steps';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import type { BackgroundJobPartEntity } from './entities/background-job-part.entity';
import type { BackgroundJobEntity } from './entities/background-job.entity';
import { JobHandler, JobHandlers, type PreparedBatch } from './job-handler';
import { JobRecordsRepository } from './job-records.repository';
import { JobRunnerService } from './job-runner';

/** A job kind whose work is nothing but what the test tells it: fail for good, fail for a while, or succeed. */
class ScriptedHandler extends JobHandler {
  readonly kind = 'scripted';
  calls: Array<[number, number]> = [];
  constructor(private readonly script: (from: number, to: number, call: number) => void) {
    super();
  }
  batchSize(): number {
    return 10;
  }
  async prepare(_job: BackgroundJobEntity, _part: BackgroundJobPartEntity, from: number, to: number): Promise<PreparedBatch> {
    this.calls.push([from, to]);
    this.script(from, to, this.calls.length);
    return { to, steps: [], succeeded: to - from, failed: [], current: { category: 'html', subcategory: 'one-page' } };
  }
  describe(_job: BackgroundJobEntity, position: number): string {
    return `Template ${position}`;
  }
}

describe.each(testTargets())('the job runner on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { JOB_LEASE_MS: '2000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function runJob(handler: ScriptedHandler, total: number) {
    const records = t.app.get(JobRecordsRepository);
    const id = randomUUID();
    await runAtomically(
      t.dataSource,
      records.createSteps({
        id,
        kind: handler.kind,
        request: '{}',
        totalTemplates: total,
        parts: [[0, total]],
        seed: 1,
        createdBy: 'test',
      }),
    );
    const handlers: JobHandlers = { get: (kind: string) => (kind === handler.kind ? handler : undefined) };
    const runner = new JobRunnerService(t.config, records, handlers, t.app.get(ClockService));
    await runner.work(id);
    const job = (await records.job(id))!;
    const errors = await records.errors(id, 100);
    return { job, errors };
  }

  it('passes over a template that fails for itself, recording it, and stores the rest', async () => {
    const handler = new ScriptedHandler((from, to) => {
      if (from <= 13 && 13 < to) throw new Error('the database refused template 13');
    });
    const { job, errors } = await runJob(handler, 25);
    expect(job).toMatchObject({ status: 'completed', processedTemplates: 25, succeededTemplates: 24, failedTemplates: 1, errorCount: 1 });
    expect(errors.map((e) => [e.templateName, e.message])).toEqual([['Template 13', 'the database refused template 13']]);
  });

  it('fails the job when not one template of a batch can be stored (the job is wrong, not a template)', async () => {
    const handler = new ScriptedHandler(() => {
      throw new Error('every draft is broken');
    });
    const { job, errors } = await runJob(handler, 25);
    expect(job.status).toBe('failed');
    expect(job.endTime).not.toBeNull();
    expect(errors.map((e) => e.message)).toContain('Every template of the batch at 0 failed: every draft is broken');
  });

  it('retries a batch that fails for a passing reason (the database away) with backoff, and loses nothing', async () => {
    const handler = new ScriptedHandler((from, _to, call) => {
      if (from === 10 && call <= 3) throw new DependencyUnavailableError('database', 'connection lost');
    });
    const started = Date.now();
    const { job, errors } = await runJob(handler, 25);
    expect(job).toMatchObject({ status: 'completed', processedTemplates: 25, succeededTemplates: 25, failedTemplates: 0 });
    expect(errors).toEqual([]);
    expect(handler.calls.filter(([from]) => from === 10)).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400); // 250 ms, then about 500 ms of backoff
  });
});
