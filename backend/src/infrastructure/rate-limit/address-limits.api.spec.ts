import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageFactsPath } from '@tm/contracts/catalog-requests';
import { CONTACT_API, CONTACT_LIMITS } from '@tm/contracts/contact';
import { CUSTOM_BUILD_API, CUSTOM_BUILD_LIMITS } from '@tm/contracts/custom-build';
import { FORM_RELAY_LIMITS, formRelayPath } from '@tm/contracts/form-relay';
import { FORGOT_PASSWORD_IP_MAX } from '@tm/contracts/limits';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testTargets } from '../../testing/test-targets';
import { CatalogWriterService } from '../../modules/catalog/catalog-writer.service';
import { makeDraft } from '../../modules/catalog/testing/template-drafts';
import { BAKERY } from '../../modules/custom-build/testing/requirements';
import { PACKAGE_FACTS_BUILDS } from '../../modules/downloads/package-facts.service';
import { FormRelayService } from '../../modules/form-relay';

const SIGNUPS = 3;

interface LimitedRoute {
  /** The limit's bucket in the source. */
  bucket: string;
  max: number;
  path: string;
  body: (n: number) => object;
  /** A GET of this path instead of a POST of the body. */
  get?: (n: number) => string;
}

/** Templates nobody asked about yet: each first ask queues a package build (decision 051). */
const fresh: string[] = [];
/** A form relay site's address (decision 092), made when the app starts. */
let relayPath = '';

let unique = 0;
const next = () => `${Date.now().toString(36)}${(unique += 1)}`;

/** Every limit that counts client addresses, as a client would hit it. */
const ROUTES: LimitedRoute[] = [
  {
    bucket: 'signup',
    max: SIGNUPS,
    path: API.signup,
    body: () => ({
      username: `v6_${next()}`,
      email: `v6_${next()}@example.com`,
      password: 'Shopper123',
      firstName: 'Six',
      lastName: 'Four',
    }),
  },
  {
    bucket: 'forgot-password',
    max: FORGOT_PASSWORD_IP_MAX,
    path: API.forgotPassword,
    body: () => ({ email: `nobody_${next()}@example.com` }),
  },
  {
    bucket: 'contact-ip',
    max: CONTACT_LIMITS.perHour,
    path: CONTACT_API.email,
    body: () => ({
      name: 'Ada Lovelace',
      email: `ada_${next()}@example.com`,
      subject: 'A question',
      category: 'support',
      message: 'Does the theme work with my host?',
      fillMs: 20_000,
    }),
  },
  {
    bucket: 'custom-build-chat-ip',
    max: CUSTOM_BUILD_LIMITS.chatPerHour,
    path: CUSTOM_BUILD_API.chat,
    body: () => ({ message: 'A bakery site please', conversationHistory: [], currentRequirements: null, phase: 'gathering' }),
  },
  {
    bucket: 'custom-build-summary-ip',
    max: CUSTOM_BUILD_LIMITS.summariesPerHour,
    path: CUSTOM_BUILD_API.generateSummary,
    body: () => ({ requirements: BAKERY }),
  },
  { bucket: 'package-facts-ip', max: PACKAGE_FACTS_BUILDS.max, path: '', body: () => ({}), get: (n) => packageFactsPath(fresh[n]!) },
  {
    bucket: 'form-relay-ip',
    max: FORM_RELAY_LIMITS.perAddressPerHour,
    get path() {
      return relayPath;
    },
    body: (n) => ({ name: `Visitor ${n}`, message: 'Do you have a table for four on Friday?' }),
  },
];

/** The buckets of every limit in the source that counts `bySubject.address(...)`. */
function addressBucketsInSource(): string[] {
  const root = join(__dirname, '..', '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts') && !f.includes('testing'),
  );
  const buckets = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const match of source.matchAll(/bucket: '([^']+)'[^;]*?bySubject\.address\(/gs)) buckets.add(match[1]!);
  }
  return [...buckets].sort();
}

/** One client holds a whole IPv6 /64: every address limit counts the /64, as the sign-in throttle does. */
describe.each(testTargets())('limits per client address from one IPv6 /64 on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { SIGNUP_LIMIT_PER_HOUR: String(SIGNUPS) } });
    const drafts = Array.from({ length: PACKAGE_FACTS_BUILDS.max + 2 }, () =>
      makeDraft({ category: 'html', subcategory: 'landing-pages' }),
    );
    await t.app.get(CatalogWriterService).insertMany(drafts);
    fresh.splice(0, fresh.length, ...drafts.map((draft) => draft.slug));
    const site = await t.app.get(FormRelayService).createSite({ siteName: 'Six Four Bistro', recipientEmail: 'owner@example.com' });
    relayPath = formRelayPath(site.siteKey);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every limit that counts addresses', () => {
    expect(addressBucketsInSource()).toEqual(ROUTES.map((route) => route.bucket).sort());
  });

  it.each(ROUTES.map((route, index) => ({ ...route, index })))(
    '$bucket: $max from one /64, each from a new address, then 429',
    async ({ index }) => {
      // Read when the test runs: the relay's path is known once the app has made its site.
      const { max, path, body, get } = ROUTES[index]!;
      const prefix = `2001:db8:${(index + 1).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
      const send = (n: number, network = prefix) => {
        const from = `${network}:${n.toString(16)}::${(n + 7).toString(16)}`;
        return get ? t.http().get(get(n)).set('X-Forwarded-For', from) : t.http().post(path).set('X-Forwarded-For', from).send(body(n));
      };
      for (let n = 1; n <= max; n += 1) expect((await send(n)).status).toBeLessThan(300);
      const refused = await send(max + 1);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another /64 is another client.
      expect((await send(1, `2001:db8:${(index + 1).toString(16)}:ffff`)).status).toBeLessThan(300);
    },
  );
});
