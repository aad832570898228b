import { HealthDetailsSchema, PublicHealthSchema } from '@tm/contracts/health';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { ShutdownStateService } from '../../common/lifecycle/shutdown-state';
import { RedisService } from '../redis/redis.service';
import { UserEntity } from '../../modules/users/entities/user.entity';

describe.each(testTargets())('health on $name', (target) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(target);
  });
  afterEach(async () => {
    await t?.close();
  });

  async function signedIn(admin: boolean) {
    const { agent, account } = await signedInAgent(t);
    if (admin) await t.dataSource.getRepository(UserEntity).update({ username: account.username }, { isAdmin: true });
    return agent;
  }

  it('tells anyone only that it is up', async () => {
    const res = await t.http().get(API.health).expect(200).expect('Cache-Control', 'no-store');
    expect(res.body).toEqual({ status: 'ok' });
    expect(PublicHealthSchema.parse(res.body)).toEqual({ status: 'ok' });
  });

  it('tells a signed-in customer no more than anyone', async () => {
    const customer = await signedIn(false);
    expect((await customer.get(API.health).expect(200)).body).toEqual({ status: 'ok' });
  });

  it('tells an admin every dependency and the version', async () => {
    const admin = await signedIn(true);
    const res = await admin.get(API.health).expect(200);
    const health = HealthDetailsSchema.parse(res.body);
    expect(health).toEqual({
      status: 'ok',
      version: t.config.version,
      database: { type: target.database, ok: true },
      redis: target.redisUrl ? { configured: true, ok: true } : { configured: false, ok: null },
      queue: { driver: target.redisUrl ? 'bull' : 'in-process' },
    });
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers readiness at /api/health/ready too, and liveness at /api/health/live without asking any dependency', async () => {
    expect((await t.http().get(API.healthReady).expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get(API.healthLive).expect(200).expect('Cache-Control', 'no-store')).body).toEqual({ status: 'ok' });
    await t.dataSource.destroy();
    // The database is gone: not ready, but alive (a restart would not bring the database back).
    expect((await t.http().get(API.healthReady).expect(503)).body).toEqual({ status: 'degraded' });
    expect((await t.http().get(API.healthLive).expect(200)).body).toEqual({ status: 'ok' });
  });

  it('is not ready while it drains (after SIGTERM), alive all the same, and closes each connection it answers', async () => {
    t.app.get(ShutdownStateService).beginDraining();
    for (const path of [API.health, API.healthReady]) {
      const res = await t.http().get(path).expect(503);
      expect(res.body).toEqual({ status: 'draining' });
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers.connection).toBe('close');
    }
    expect((await t.http().get(API.healthLive).expect(200)).body).toEqual({ status: 'ok' });
  });

  it('answers 503 "degraded" with Retry-After when the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get(API.health).expect(503).expect('Retry-After', /^\d+$/);
    expect(res.body).toEqual({ status: 'degraded' });
    expect(t.logger.entries.some((e) => e.level === 'warn' && e.message.startsWith('Database ping failed'))).toBe(true);
  });

  if (target.redisUrl) {
    it('answers 503 "degraded" when Redis is gone', async () => {
      await t.app.get(RedisService).client.close();
      const res = await t.http().get(API.health).expect(503).expect('Retry-After', /^\d+$/);
      expect(res.body).toEqual({ status: 'degraded' });
    });
  }
});
