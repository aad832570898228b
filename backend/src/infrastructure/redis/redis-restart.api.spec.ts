import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@tm/contracts/routes';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, waitFor } from '../../testing/fixtures';
import { hasRedisServer, PrivateRedis, REDIS_SERVER } from '../../testing/private-redis';

/** The arguments docker-compose.yml starts Redis with (its `command:` line under `redis:`). */
function composeRedisCommand(): string[] {
  const compose = readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const service = compose.slice(compose.indexOf('\n  redis:\n'));
  const line = /\n {4}command: (\[.*\])\n/.exec(service)?.[1];
  if (!line) throw new Error('docker-compose.yml has no command for redis');
  return JSON.parse(line) as string[];
}

describe('Redis as docker-compose runs it', () => {
  it('persists every second to the append-only file and never evicts keys (sessions, queues)', () => {
    const args = composeRedisCommand().join(' ');
    expect(args).toContain('--appendonly yes');
    expect(args).toContain('--appendfsync everysec');
    expect(args).toContain('--maxmemory-policy noeviction');
  });

  (hasRedisServer ? describe : describe.skip)(`restarted${hasRedisServer ? '' : ` (skipped: ${REDIS_SERVER} is not installed)`}`, () => {
    let dir: string;
    let redis: PrivateRedis;
    let t: TestApp | undefined;

    /** redis-server with docker-compose's own arguments, its data in `dir` (the compose volume). */
    const startRedis = () => redis.start([...composeRedisCommand().slice(1), '--dir', dir, '--save', '']);
    const stopRedis = () => redis.stop('SIGTERM'); // a clean shutdown, as `docker compose restart` does

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'tm-redis-'));
      redis = await PrivateRedis.create();
      await startRedis();
    });
    afterAll(async () => {
      await t?.close();
      await stopRedis();
      rmSync(dir, { recursive: true, force: true });
    });

    it('keeps everyone signed in across a restart', async () => {
      t = await createTestApp({ name: 'sqlite+redis', database: 'sqlite', redisUrl: redis.url });
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
