import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { CATALOG_API } from '@tm/contracts/catalog';
import { CUSTOM_BUILD_API, CUSTOM_BUILD_LIMITS } from '@tm/contracts/custom-build';
import { API } from '@tm/contracts/routes';
import { SEARCH_API } from '@tm/contracts/search';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount, TestClock, uniqueIp } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { generateTemplateDrafts } from '@tm/catalog-generator';
import { CatalogWriterService } from '../../modules/catalog/catalog-writer.service';
import { BUDGETED_BODY_BYTES } from './json-body-parser';
import { WORK_BUDGET_MESSAGE } from './work-budget';

const NOW = new Date('2025-06-01T12:00:00.000Z');

/**
 * The per-address work budget (decision 064), set tiny: one piece of work (charged 1 ms at least)
 * spends it, and the next waits a second for the refill (1 ms a second), on a clock that stands still
 * unless a test moves it.
 */
describe.each(testTargets())('the work budget of one address on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    clock.freeze();
    t = await createTestApp(target, { clock, env: { CLIENT_WORK_MS_PER_SECOND: '1', CLIENT_WORK_BURST_MS: '1' } });
    await t.app.get(CatalogWriterService).insertMany(generateTemplateDrafts({ seed: 3, start: 0, count: 300, now: NOW }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const searchFrom = (ip: string, search: string) => t.http().get(CATALOG_API.paginated).set('X-Forwarded-For', ip).query({ search });

  it('answers 429 with Retry-After once an address has spent it on searches, and serves other addresses as before', async () => {
    const flooder = uniqueIp();
    await searchFrom(flooder, 'wordpress bakery').expect(200);
    const refused = await searchFrom(flooder, 'wordpress photography').expect(429);
    expect(refused.body).toEqual({ message: WORK_BUDGET_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The suggestions count too.
    await t.http().get(SEARCH_API.suggest).set('X-Forwarded-For', flooder).query({ q: 'resta' }).expect(429);
    // The refill gives room back.
    clock.advance(Number(refused.headers['retry-after']) * 1_000);
    await searchFrom(flooder, 'wordpress photography').expect(200);

    await searchFrom(uniqueIp(), 'wordpress photography').expect(200);
  });

  it('charges nothing for an answer the catalog cache already has', async () => {
    const first = uniqueIp();
    await searchFrom(first, 'restaurant menu').expect(200);
    // Another address's identical search is answered from the cache: no work, so it has room after.
    const second = uniqueIp();
    await searchFrom(second, 'restaurant menu').expect(200);
    await searchFrom(second, 'hotel booking').expect(200);
  });

  it('refuses a password check past the budget before estimating it, and the sign-up does not count against the address', async () => {
    const address = uniqueIp();
    await searchFrom(address, 'fitness gym').expect(200);
    const refused = await t.http().post(API.signup).set('X-Forwarded-For', address).send(newAccount()).expect(429);
    expect(refused.body).toEqual({ message: WORK_BUDGET_MESSAGE });
    const weak = await t
      .http()
      .post(API.signup)
      .set('X-Forwarded-For', uniqueIp())
      .send(newAccount({ password: 'Summer2024' }))
      .expect(400);
    expect(weak.body).toEqual({ message: AUTH_MESSAGES.commonPassword });
  });

  it('parses a large JSON body only while its address has room, and never refuses a small one for it', async () => {
    // A long conversation sent back with the next message: over the size whose parse is budgeted.
    const content = 'We are a bakery and want people to order cakes online. '.repeat(70).slice(0, CUSTOM_BUILD_LIMITS.historyEntryMaxChars);
    const history = Array.from({ length: 6 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content }));
    const long = { message: 'And a gallery, please', conversationHistory: history };
    expect(JSON.stringify(long).length).toBeGreaterThan(BUDGETED_BODY_BYTES);
    const chatFrom = (ip: string, body: object) => t.http().post(CUSTOM_BUILD_API.chat).set('X-Forwarded-For', ip).send(body);

    const address = uniqueIp();
    await chatFrom(address, long).expect(200);
    const refused = await chatFrom(address, long).expect(429);
    expect(refused.body).toEqual({ message: WORK_BUDGET_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same address's small bodies are read as ever: a sign-in or a short message is never refused for the budget.
    await chatFrom(address, { message: 'And a gallery, please' }).expect(200);
    await t.http().post(API.login).set('X-Forwarded-For', address).send({ username: 'nobody', password: 'Wrong-password1' }).expect(401);

    await chatFrom(uniqueIp(), long).expect(200);
  });
});
