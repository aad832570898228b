import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, TMP } from './paths';
import { copySeededData, seedsLikeTheDefault } from './seeded-data';
import { prepareTarget, type E2eTarget, type TargetResources } from './targets';

export interface RunningApp {
  url: string;
  port: number;
  dataDir: string;
  /** What the backend has printed so far. */
  output(): string;
  stop(): Promise<void>;
  /** Stops and starts the same backend (same data) with changed environment: no front end is rebuilt. */
  restart(env?: Record<string, string | undefined>): Promise<RunningApp>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Reuse {
  dataDir: string;
  port: number;
  resources: TargetResources;
}

/**
 * Starts the built backend with demo accounts and catalog seeded: on the embedded default (SQLite in a
 * fresh data dir), or on a fresh MySQL database with Redis sessions for the `mysql+redis` target.
 */
export async function startApp(
  env: Record<string, string | undefined> = {},
  target: E2eTarget = 'sqlite',
  reuse?: Reuse,
): Promise<RunningApp> {
  mkdirSync(TMP, { recursive: true });
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(TMP, 'app-'));
  // A new embedded install starts as the seeded copy the global set-up made (support/seeded-data.ts).
  if (!reuse && target === 'sqlite' && seedsLikeTheDefault(env)) copySeededData(dataDir);
  const port = reuse?.port ?? (await freePort());
  const resources = reuse?.resources ?? (await prepareTarget(target));
  const childEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    SMTP_URL: undefined,
    ...resources.env,
    ...env,
  })) {
    if (value !== undefined) childEnv[key] = value;
  }
  Object.assign(childEnv, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
  });
  childEnv.SIGNUP_LIMIT_PER_HOUR ??= '100000'; // every journey signs up from 127.0.0.1
  // Every journey searches and loads pages from 127.0.0.1 too; the per-address limits have tests of their own (decision 064).
  childEnv.CLIENT_REQUESTS_PER_SECOND ??= '1000000';
  childEnv.CLIENT_REQUEST_BURST ??= '1000000000';
  childEnv.CLIENT_WORK_MS_PER_SECOND ??= '1000000';
  childEnv.CLIENT_WORK_BURST_MS ??= '1000000000';
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  const app: RunningApp = {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      await stopChild(child);
      await resources.cleanup();
    },
    restart: async (nextEnv = env) => {
      await stopChild(child);
      return startApp(nextEnv, target, { dataDir, port, resources });
    },
  };
  return app;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The backend exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`The backend did not become healthy within 30 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}
