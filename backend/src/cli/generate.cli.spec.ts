import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../config/app-config';
import { BackendProcess, BUILT_WORKER, processEnv, requireBuiltBackend } from '../testing/backend-process';
import { deleteKeys } from '../testing/create-test-app';
import { freePort } from '../testing/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { describeOnTarget, type TestTarget } from '../testing/test-targets';

const BUILT_GENERATE = join(REPO_ROOT, 'backend/dist/cli/generate.js');

/** `npm run generate` as built, to its exit: its code and what it printed. */
function runGenerate(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_GENERATE, ...args], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describeOnTarget(
  (t) => t.database === 'mysql' && t.redisUrl !== undefined,
  'npm run generate with Redis: skipped (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
)('npm run generate with REDIS_URL on $name', (target: TestTarget) => {
  let db: TestDatabase | undefined;
  let webRoot: string | undefined;
  const processes: BackendProcess[] = [];
  const redisPrefix = `tm-test:generate-${randomBytes(4).toString('hex')}:`;

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await deleteKeys(target.redisUrl!, `${redisPrefix}*`);
    await db?.cleanup();
    if (webRoot) rmSync(webRoot, { recursive: true, force: true });
  });

  it('queues the job for the workers, follows it to the end and exits 0', async () => {
    requireBuiltBackend(BUILT_WORKER, BUILT_GENERATE);
    db = await createTestDatabase(target);
    webRoot = mkdtempSync(join(tmpdir(), 'tm-web-'));
    const env = (port: number) =>
      processEnv({
        port,
        dataDir: db!.dataDir,
        webRoot: webRoot!,
        sessionSecret: randomBytes(32).toString('hex'),
        seedDemo: false,
        catalogSeedCount: 0,
        databaseUrl: db!.databaseUrl,
        redis: { url: target.redisUrl!, prefix: redisPrefix },
      });
    // The web process migrates the database; the worker does the job's work.
    processes.push(await BackendProcess.start(env(await freePort())));
    processes.push(await BackendProcess.startWorker(env(0)));
    const { code, output } = await runGenerate(env(0), ['--total', '40']);
    expect(output).not.toContain('could not find');
    expect(output).toMatch(/run by the workers/);
    expect(output).toMatch(/completed: 40 templates made, 0 failed/);
    expect(code).toBe(0);
  }, 120_000);
});
