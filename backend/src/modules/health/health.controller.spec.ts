import { HealthSchema } from '@tm/contracts/health';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { RedisService } from '../redis/redis.service';

describe.each(testTargets())('health on $name', (target) => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp(target);
  });
  afterEach(async () => {
    await t?.close();
  });

  it('reports every dependency and the version', async () => {
    const res = await t.http().get(API.health).expect(200).expect('Cache-Control', 'no-store');
    const health = HealthSchema.parse(res.body);
    expect(health).toEqual({
      status: 'ok',
      version: t.config.version,
      database: { type: target.database, ok: true },
      redis: target.redisUrl ? { configured: true, ok: true } : { configured: false, ok: null },
      queue: { driver: target.redisUrl ? 'bull' : 'in-process' },
    });
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 "degraded" when the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get(API.health).expect(503);
    expect(HealthSchema.parse(res.body)).toMatchObject({ status: 'degraded', database: { ok: false } });
    expect(t.logger.entries.some((e) => e.level === 'warn' && e.message.startsWith('Database ping failed'))).toBe(true);
  });

  if (target.redisUrl) {
    it('answers 503 "degraded" when Redis is gone', async () => {
      const redis = t.app.get(RedisService);
      await redis.client.close();
      const res = await t.http().get(API.health).expect(503);
      expect(HealthSchema.parse(res.body)).toMatchObject({ status: 'degraded', redis: { configured: true, ok: false } });
    });
  }
});
