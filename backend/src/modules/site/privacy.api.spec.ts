// Decision 083: the privacy page lists every cookie the shop sets and every company that receives
// shoppers' data, from the code and this install's configuration, so it cannot say other than what is true.
// The cookies are checked on the wire: a journey through every route that sets one records each Set-Cookie.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from 'supertest';
import { CATALOG_API } from '@tm/contracts/catalog';
import { BROWSER_STORAGE, SERVER_COOKIES } from '@tm/contracts/privacy';
import { PrivacyFactsSchema, type PrivacyFacts } from '@tm/contracts/privacy.schemas';
import { API } from '@tm/contracts/routes';
import { SITE_API } from '@tm/contracts/site';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount, uniqueIp } from '../../testing/fixtures';
import { S3TestServer } from '../../testing/s3-server';
import { testTargets } from '../../testing/test-targets';

interface SetCookie {
  name: string;
  path: string | undefined;
  /** Max-Age, else Expires less the answer's Date (express-session writes only Expires); ms. */
  lifetimeMs: number | undefined;
}

function setCookiesOf(res: Response): SetCookie[] {
  const headers = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const sentAt = Date.parse(res.headers.date as string);
  return headers.map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const attribute = (name: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${name.toLowerCase()}=`))?.slice(name.length + 1) ?? undefined;
    const maxAge = attribute('Max-Age');
    const expires = attribute('Expires');
    return {
      name: pair!.slice(0, pair!.indexOf('=')),
      path: attribute('Path'),
      lifetimeMs: maxAge !== undefined ? Number(maxAge) * 1000 : expires !== undefined ? Date.parse(expires) - sentAt : undefined,
    };
  });
}

const removed = (cookie: SetCookie) => cookie.lifetimeMs !== undefined && cookie.lifetimeMs <= 0;

describe.each(testTargets())('the cookies the shop sets, on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('sets no cookie at all for a visitor who does not sign in', async () => {
    const guest = t.agent();
    for (const path of [SITE_API.info, SITE_API.privacy, CATALOG_API.counts, API.authUser]) {
      const res = await guest.get(path);
      expect(setCookiesOf(res)).toEqual([]);
    }
  });

  it('sets only the cookies of the privacy registry, each with its path and lifetime, and every one of them', async () => {
    const seen: SetCookie[] = [];
    const record = (res: Response) => seen.push(...setCookiesOf(res));
    const agent = t.agent();
    const account = newAccount();
    const ip = uniqueIp();
    const credentials = { username: account.username, password: account.password };

    record(await agent.post(API.signup).set('X-Forwarded-For', ip).send(account).expect(201));
    record(await agent.get(API.authUser).expect(200)); // a rolling session is renewed on use
    record(await agent.post(API.logoutApi).expect(204));
    record(
      await agent
        .post(API.login)
        .set('X-Forwarded-For', ip)
        .send({ ...credentials, password: 'Wrong-Password-1' })
        .expect(401),
    );
    record(await agent.post(API.login).set('X-Forwarded-For', ip).send(credentials).expect(200));
    record(await agent.get(SITE_API.privacy).expect(200));
    record(await agent.get(API.logout).expect(302));
    record(await agent.post(API.forgotPassword).set('X-Forwarded-For', ip).send({ email: account.email }).expect(200));
    record(await agent.post(API.login).set('X-Forwarded-For', ip).send(credentials).expect(200));

    const registry = new Map(SERVER_COOKIES.map((cookie) => [cookie.name, cookie]));
    for (const cookie of seen) {
      expect([...registry.keys()]).toContain(cookie.name);
      const entry = registry.get(cookie.name);
      expect(cookie.path).toBe(entry!.path);
      if (removed(cookie)) continue;
      // The Date header has whole seconds, and a moment passes between the two clocks' readings.
      expect(Math.abs(cookie.lifetimeMs! - entry!.maxAgeMs)).toBeLessThan(5_000);
    }
    // The journey set every cookie the page lists: the registry names none the server no longer sets.
    expect([...new Set(seen.filter((cookie) => !removed(cookie)).map((cookie) => cookie.name))].sort()).toEqual(
      [...registry.keys()].sort(),
    );
    // Signing out removes the session cookie.
    expect(seen.filter(removed).map((cookie) => cookie.name)).toContain('tm.sid');
  });

  it('answers that this install sends no one any data: simulated payments, mail kept in the outbox, files on its own disk', async () => {
    const res = await t.http().get(SITE_API.privacy).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(PrivacyFactsSchema.parse(res.body)).toEqual({ processors: [], filesOnOwnServer: true });
  });
});

describe('the processors of an install with Stripe, SMTP, a bucket, an image host and a model', () => {
  let s3: S3TestServer;
  let t: TestApp;
  const SECRETS = ['hunter2-smtp', 'sk_test_privacy0123456789', 'whsec_privacy0123456789', 'S3RVER', 'sk-openai-privacy-key', 'mailer'];

  beforeAll(async () => {
    s3 = await S3TestServer.start();
    t = await createTestApp(testTargets()[0]!, {
      env: {
        ...s3.env({ S3_PRESIGNED_DOWNLOADS: 'true' }),
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_privacy0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_privacy0123456789',
        SMTP_URL: 'smtp://mailer:hunter2-smtp@smtp.mailhost.test:587',
        PUBLIC_FILES_BASE_URL: 'https://cdn.shop.test/public',
        OPENAI_API_KEY: 'sk-openai-privacy-key',
        WEB_ROOT: REPO_ROOT,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('names each, with what it does and receives, and no credential of any', async () => {
    const res = await t.http().get(SITE_API.privacy).expect(200);
    const facts = PrivacyFactsSchema.parse(res.body);
    expect(facts.filesOnOwnServer).toBe(false);
    expect(facts.processors.map(({ kind, name }) => [kind, name])).toEqual([
      ['payments', 'Stripe'],
      ['mail', 'Our mail provider (SMTP host smtp.mailhost.test:587)'],
      ['file-storage', `S3-compatible object storage (host ${new URL(s3.endpoint).host})`],
      ['image-delivery', 'The image host cdn.shop.test'],
      ['ai-consultant', 'OpenAI'],
    ]);
    expect(facts.processors.find((p) => p.kind === 'file-storage')!.data).toContain('your IP address');
    for (const secret of SECRETS) expect(res.text).not.toContain(secret);
  });

  it('sends /privacy as HTML with the cookie table and the processors, their answer inline for the hydration', async () => {
    for (const dist of ['shell/dist/server/server-manifest.json', 'mfe-storefront/dist/server/server-manifest.json']) {
      if (!existsSync(join(REPO_ROOT, dist)))
        throw new Error(`This test renders with the server builds (${dist}): run \`npm run build\` first`);
    }
    const res = await t.http().get('/privacy').set('Cookie', 'visit=1').expect(200);
    const block = /<script type="application\/json" id="tm-rendered-page">([\s\S]*?)<\/script>/.exec(res.text)?.[1];
    const answers = (JSON.parse(block!) as { answers: Record<string, PrivacyFacts> }).answers;
    expect(answers[SITE_API.privacy]).toEqual(PrivacyFactsSchema.parse((await t.http().get(SITE_API.privacy)).body));
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="tm-rendered-page">/.exec(res.text)![1]!;
    for (const entry of BROWSER_STORAGE) expect(root).toContain(`<code>${entry.name}</code>`);
    for (const name of ['Stripe', 'Our mail provider (SMTP host smtp.mailhost.test:587)', 'OpenAI']) expect(root).toContain(name);
    for (const secret of SECRETS) expect(res.text).not.toContain(secret);
  });
});
