// Starts the built backend for a benchmark on a free loopback port and stops it again.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Runs backend/dist/main.js with the given environment; resolves once /api/health answers.
 * BENCH_SERVER_NODE_ARGS adds node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
export async function startBackend(env) {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    // Production, as deployed; the benchmarks' shop takes no real money unless a bench sets PAYMENT_PROVIDER (decision 042).
    // A load bench's clients all come from 127.0.0.1 and stand for many shoppers: the per-address work
    // limits are off unless the bench sets them (bench/flood.mjs measures them, decision 064).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      CLIENT_REQUESTS_PER_SECOND: '1000000',
      CLIENT_REQUEST_BURST: '1000000000',
      CLIENT_WORK_MS_PER_SECOND: '1000000',
      CLIENT_WORK_BURST_MS: '1000000000',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`backend did not start:\n${output}`);
  }
  return {
    url,
    /** The server's process id (benchmarks read its memory from /proc/<pid>/status). */
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** `npm run worker` as built, in production mode; resolves once it says it is ready. */
export function startWorker(env) {
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/worker.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const check = setInterval(() => {
      if (output.includes('Worker ready')) {
        clearInterval(check);
        resolve({
          pid: child.pid,
          stop: () => new Promise((done) => (child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')))),
        });
      } else if (child.exitCode !== null || Date.now() > deadline) {
        clearInterval(check);
        reject(new Error(`worker did not start:\n${output}`));
      }
    }, 100);
  });
}
