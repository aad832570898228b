import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { API } from '@tm/contracts/routes';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, waitFor } from '../../testing/fixtures';

/** The arguments docker-compose.yml starts Redis with (its `command:` line under `redis:`). */
function composeRedisCommand(): string[] {
  const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const service = compose.slice(compose.indexOf('\n  redis:\n'));
  const line = /\n {4}command: (\[.*\])\n/.exec(service)?.[1];
  if (!line) throw new Error('docker-compose.yml has no command for redis');
  return JSON.parse(line) as string[];
}

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';
const hasRedisServer = spawnSync(REDIS_SERVER, ['--version']).status === 0;

describe('Redis as docker-compose runs it', () => {
  it('persists every second to the append-only file and never evicts keys (sessions, queues)', () => {
    const args = composeRedisCommand().join(' ');
    expect(args).toContain('--appendonly yes');
    expect(args).toContain('--appendfsync everysec');
    expect(args).toContain('--maxmemory-policy noeviction');
  });

  (hasRedisServer ? describe : describe.skip)(`restarted${hasRedisServer ? '' : ` (skipped: ${REDIS_SERVER} is not installed)`}`, () => {
    let dir: string;
    let port: number;
    let server: ChildProcess | undefined;
    let t: TestApp | undefined;

    /** redis-server with docker-compose's own arguments, its data in `dir` (the compose volume). */
    async function startRedis(): Promise<void> {
      const [, ...args] = composeRedisCommand();
      server = spawn(REDIS_SERVER, [...args, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''], { stdio: 'ignore' });
      await waitFor(async () => {
        const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
        client.on('error', () => undefined);
        try {
          await client.connect();
          await client.close();
          return true;
        } catch {
          return false;
        }
      });
    }

    async function stopRedis(): Promise<void> {
      const child = server;
      server = undefined;
      if (!child || child.exitCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM'); // a clean shutdown, as `docker compose restart` does
      });
    }

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'tm-redis-'));
      port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port: free } = probe.address() as AddressInfo;
          probe.close(() => resolve(free));
        });
      });
      await startRedis();
    });
    afterAll(async () => {
      await t?.close();
      await stopRedis();
      rmSync(dir, { recursive: true, force: true });
    });

    it('keeps everyone signed in across a restart', async () => {
      t = await createTestApp({ name: 'sqlite+redis', database: 'sqlite', redisUrl: `redis://127.0.0.1:${port}` });
      const { agent, account } = await signedInAgent(t);
      await agent.get(API.authUser).expect(200);

      await stopRedis();
      await startRedis();

      // The app reconnects by itself; the session written before the restart is still there.
      const res = await waitFor(async () => {
        const answer = await agent.get(API.authUser);
        return answer.status === 503 ? undefined : answer;
      });
      expect(res.status).toBe(200);
      expect((res.body as { username: string }).username).toBe(account.username);
    });
  });
});
