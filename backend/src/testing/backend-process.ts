import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@tm/contracts/routes';
import { REPO_ROOT } from '../config/app-config';
import { freePort } from './smtp-peer';

export const BUILT_MAIN = join(REPO_ROOT, 'backend/dist/main.js');
export const BUILT_WORKER = join(REPO_ROOT, 'backend/dist/worker.js');

/** Throws, saying how to build, unless the built backend (and each of `alsoBuilt`) is there. */
export function requireBuiltBackend(...alsoBuilt: string[]): void {
  if (!existsSync(BUILT_MAIN) || alsoBuilt.some((file) => !existsSync(file))) {
    throw new Error('This test runs the built backend (backend/dist/main.js): run `npm run build -w backend` first');
  }
}

/**
 * This process's environment without the settings a test process must set itself, and with the
 * per-address limits off: the suites' shoppers all come from 127.0.0.1 and stand for many, and the
 * limits have tests of their own (decision 064), as in createTestApp.
 */
export function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {
    CLIENT_REQUESTS_PER_SECOND: '1000000',
    CLIENT_REQUEST_BURST: '1000000000',
    CLIENT_WORK_MS_PER_SECOND: '1000000',
    CLIENT_WORK_BURST_MS: '1000000000',
  };
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SESSION_SECRET'].includes(key)) env[key] = value;
  }
  return env;
}

export interface ProcessEnvOptions {
  port: number;
  dataDir: string;
  webRoot: string;
  sessionSecret: string;
  seedDemo: boolean;
  catalogSeedCount: number;
  databaseUrl?: string;
  redis?: { url: string; prefix: string };
  extra?: Record<string, string>;
}

/** The environment of a built process in a test: this one's, minus what it must not inherit, plus the test's. */
export function processEnv(o: ProcessEnvOptions): Record<string, string> {
  return {
    ...inheritedEnv(),
    NODE_ENV: 'test',
    PORT: String(o.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${o.port}`,
    DATA_DIR: o.dataDir,
    WEB_ROOT: o.webRoot,
    SESSION_SECRET: o.sessionSecret,
    SEED_DEMO: String(o.seedDemo),
    CATALOG_SEED_COUNT: String(o.catalogSeedCount),
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    ...(o.redis ? { REDIS_URL: o.redis.url, REDIS_PREFIX: o.redis.prefix } : {}),
    ...o.extra,
  };
}

/**
 * The environment of one node of a several-node test: a disk of its own (a fresh folder, added to
 * `dirs` for the test to remove), a free port, and the shared database and Redis.
 */
export async function nodeEnv(
  dirs: string[],
  shared: {
    sessionSecret: string;
    seedDemo: boolean;
    databaseUrl: string;
    redis: { url: string; prefix: string };
    extra: Record<string, string>;
  },
): Promise<Record<string, string>> {
  const ownDisk = mkdtempSync(join(tmpdir(), 'tm-node-'));
  dirs.push(ownDisk);
  return processEnv({ port: await freePort(), dataDir: ownDisk, webRoot: ownDisk, catalogSeedCount: 12, ...shared });
}

/**
 * The built backend as a child process, as production runs it (e2e/support/app.ts does the same), so
 * a test can run several against one database or SIGKILL one: nothing of it survives but what it committed.
 */
export class BackendProcess {
  private output = '';

  private constructor(
    readonly url: string,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
  }

  static async start(env: Record<string, string>): Promise<BackendProcess> {
    const child = spawn(process.execPath, [BUILT_MAIN], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const backend = new BackendProcess(`http://127.0.0.1:${env.PORT}`, child);
    await backend.healthy();
    return backend;
  }

  /** `npm run worker` as built: ready once it logs so. */
  static async startWorker(env: Record<string, string>): Promise<BackendProcess> {
    const child = spawn(process.execPath, [BUILT_WORKER], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const worker = new BackendProcess('', child);
    const deadline = Date.now() + 60_000;
    while (!worker.output.includes('Worker ready')) {
      if (child.exitCode !== null) throw new Error(`The worker exited with ${child.exitCode}:\n${worker.output}`);
      if (Date.now() > deadline) throw new Error(`The worker was not ready within 60 s:\n${worker.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return worker;
  }

  /** What the process printed so far. */
  get log(): string {
    return this.output;
  }

  private async healthy(): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`The backend exited with ${this.child.exitCode}:\n${this.output}`);
      const ok = await fetch(`${this.url}${API.health}`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The backend did not become healthy within 60 s:\n${this.output}`);
  }

  /** Its exit code once it exited (null while it runs, or when a signal ended it). */
  get exitCode(): number | null {
    return this.child.exitCode;
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill(signal);
    await exited;
  }
}
