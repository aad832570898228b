import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { signedInAgent, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';

interface LogLine {
  level: number;
  msg?: string;
  requestId?: string;
  req?: { id?: string; url?: string; headers?: Record<string, unknown> };
  res?: { statusCode?: number };
}

/** Decision 046: JSON lines with request ids, and never a secret. */
describe.each(testTargets())('JSON logs on $name', (target) => {
  let t: TestApp;
  const written: string[] = [];
  const lines = (): LogLine[] =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    t = await createTestApp(target, { env: { LOG_FORMAT: 'json' }, logDestination: { write: (line: string) => void written.push(line) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers the caller's request id, or one of its own, and logs each request with it", async () => {
    const given = await t.http().get('/api/orders/some-order').set('X-Request-Id', 'edge-42.a:b').expect(401);
    expect(given.headers['x-request-id']).toBe('edge-42.a:b');
    const made = await t.http().get('/api/orders/some-order').set('X-Request-Id', 'has spaces; and more').expect(401);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(async () => lines().some((line) => line.req?.id === made.headers['x-request-id']));
    const line = lines().find((candidate) => candidate.req?.id === 'edge-42.a:b')!;
    expect(line).toMatchObject({ requestId: 'edge-42.a:b', res: { statusCode: 401 }, req: { url: '/api/orders/some-order' } });
  });

  it('redacts cookies, authorization, passwords and tokens in URLs', async () => {
    const { account } = await signedInAgent(t);
    await t
      .http()
      .get('/api/downloads/order/some-order?token=s3cret-download-token&email=x%40example.com')
      .set('Cookie', 'tm.sid=supersecret-cookie')
      .set('Authorization', 'Bearer topsecret-bearer')
      .set('X-Request-Id', 'secret-check');
    await t
      .http()
      .post(API.login)
      .send({ username: account.username, password: 'Wrong-Password-Here-9' })
      .set('X-Request-Id', 'login-check');
    await waitFor(async () => lines().some((line) => line.req?.id === 'login-check'));
    const text = written.join('');
    for (const secret of ['s3cret-download-token', 'supersecret-cookie', 'topsecret-bearer', 'Wrong-Password-Here-9', account.password])
      expect(text).not.toContain(secret);
    const line = lines().find((candidate) => candidate.req?.id === 'secret-check')!;
    expect(line.req!.url).toBe('/api/downloads/order/some-order?token=[redacted]&email=x%40example.com');
    expect(line.req!.headers).toMatchObject({ cookie: '[redacted]', authorization: '[redacted]' });
  });

  it('carries the request id into the mail it owed: the row, and the sender’s log line', async () => {
    const { account } = await signedInAgent(t);
    await t.http().post(API.forgotPassword).set('X-Request-Id', 'forgot-7').send({ email: account.email }).expect(200);
    const row = await waitFor(() =>
      t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ to: account.email, requestId: 'forgot-7' }),
    );
    await waitFor(async () => lines().some((line) => line.msg === `Mail ${row.id} (${row.kind}) sent`), 10_000);
    expect(lines().find((line) => line.msg === `Mail ${row.id} (${row.kind}) sent`)).toMatchObject({ requestId: 'forgot-7' });
  });

  it('logs no health probe', async () => {
    await t.http().get(API.healthLive).set('X-Request-Id', 'probe-1').expect(200);
    await t.http().get(API.health).set('X-Request-Id', 'probe-2').expect(200);
    // A request sent after the probes is logged after them: once its line is there, theirs would be too.
    await t.http().get('/api/orders/some-order').set('X-Request-Id', 'after-probes').expect(401);
    await waitFor(() => lines().some((line) => line.req?.id === 'after-probes'), { what: 'the line of the request after the probes' });
    expect(lines().filter((line) => line.req?.id === 'probe-1' || line.req?.id === 'probe-2')).toEqual([]);
  });
});
