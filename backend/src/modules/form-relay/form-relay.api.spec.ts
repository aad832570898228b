import {
  FORM_RELAY_HONEYPOT,
  FORM_RELAY_LIMITS,
  FORM_RELAY_MESSAGES,
  FORM_RELAY_SITE_KEY_PATTERN,
  formRelayPath,
} from '@tm/contracts/form-relay';
import { CONTACT_API } from '@tm/contracts/contact';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { uniqueIp, waitFor } from '../../testing/fixtures';
import { SmtpPeer, type ReceivedMail } from '../../testing/smtp-peer';
import { testTargets } from '../../testing/test-targets';
import { FormRelayService, type RelaySite } from './form-relay.service';

const SITE_ORIGIN = 'https://bakery.example';
let recipients = 0;
const newRecipient = () => `owner-${Date.now().toString(36)}-${(recipients += 1)}@bakery.example`;

// Decision 092: the form relay over HTTP on a real SMTP peer: cross-origin posts, CORS, limits, bots, the thank-you page.
describe.each(testTargets())('form relay on $name', (target) => {
  let t: TestApp;
  let peer: SmtpPeer;
  let relay: FormRelayService;

  beforeAll(async () => {
    peer = await SmtpPeer.create();
    t = await createTestApp(target, { env: { SMTP_URL: peer.url } });
    relay = t.app.get(FormRelayService);
  });
  afterAll(async () => {
    await t?.close();
    await peer?.stop();
  });

  const newSite = (siteName = "Bob's Bakery") => relay.createSite({ siteName, recipientEmail: newRecipient(), deliveryId: 'delivery-1' });
  /** A plain HTML form's post from the site's own origin, as a browser sends it. */
  const formPost = (site: Pick<RelaySite, 'siteKey'>, fields: string, ip = uniqueIp()) =>
    t
      .http()
      .post(formRelayPath(site.siteKey))
      .set('X-Forwarded-For', ip)
      .set('Origin', SITE_ORIGIN)
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .set('Referer', `${SITE_ORIGIN}/contact`)
      .type('form')
      .send(fields);
  const jsonPost = (site: Pick<RelaySite, 'siteKey'>, body: unknown, ip = uniqueIp()) =>
    t
      .http()
      .post(formRelayPath(site.siteKey))
      .set('X-Forwarded-For', ip)
      .set('Origin', SITE_ORIGIN)
      .send(body as object);
  const mailTo = (address: string) => waitFor(async () => peer.to(address).length > 0 && peer.to(address)[0]);
  const headersOf = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0]!;
  const owedTo = async (address: string) =>
    Number(
      (
        (await t.dataSource.query('SELECT COUNT(*) AS n FROM outbox_messages WHERE `to` = ?', [address])) as Array<{ n: number | string }>
      )[0]!.n,
    );

  it('creates sites with an unguessable URL-safe key, one per call', async () => {
    const [a, b] = [await newSite(), await newSite()];
    expect(a.siteKey).toMatch(FORM_RELAY_SITE_KEY_PATTERN);
    expect(a.siteKey).not.toBe(b.siteKey);
    expect(formRelayPath(a.siteKey)).toBe(`/api/forms/${a.siteKey}`);
  });

  it('gives a delivery one site however often its job runs, even twice at once (decision 096)', async () => {
    const input = { siteName: 'Smile Dental', recipientEmail: newRecipient(), deliveryId: `delivery-${Date.now().toString(36)}` };
    const first = await relay.siteForDelivery(input);
    expect(first.siteKey).toMatch(FORM_RELAY_SITE_KEY_PATTERN);
    expect(await relay.siteForDelivery(input)).toEqual(first);
    const racing = { ...input, deliveryId: `${input.deliveryId}-race` };
    const [a, b] = await Promise.all([relay.siteForDelivery(racing), relay.siteForDelivery(racing)]);
    expect(a.siteKey).toBe(b.siteKey);
    const active = (await t.dataSource.query('SELECT COUNT(*) AS n FROM form_relay_sites WHERE deliveryId = ? AND disabledAt IS NULL', [
      racing.deliveryId,
    ])) as Array<{ n: number | string }>;
    expect(Number(active[0]!.n)).toBe(1);
  });

  it('relays a plain HTML form posted from another origin: mail to the owner with the fields in order and the visitor in Reply-To', async () => {
    const site = await newSite();
    const res = await formPost(site, 'name=Ada+Lovelace&email=ada%40example.com&message=Two+loaves%2C+please.&_gotcha=').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toContain('<h1>Thank you</h1>');
    expect(res.text).toContain('sent to Bob&#39;s Bakery');
    expect(res.text).toContain(`<a href="${SITE_ORIGIN}/contact">Back to the site</a>`);

    const mail = await mailTo(site.recipientEmail);
    expect(mail.subject).toBe("New message from your website Bob's Bakery");
    expect(headersOf(mail)).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(headersOf(mail)).not.toMatch(/^(From|To|Cc|Bcc):.*ada@example\.com/m);
    const body = mail.raw.slice(headersOf(mail).length);
    const order = ['name: Ada Lovelace', 'email: ada@example.com', 'message: Two loaves, please.'].map((line) => body.indexOf(line));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toMatch(/Sent: \d{4}-\d\d-\d\dT/);
    expect(body).not.toContain('_gotcha');
  });

  it('relays a JSON post from fetch and answers {sent: true}', async () => {
    const site = await newSite();
    const res = await jsonPost(site, { name: 'Grace', phone: 5550100, message: 'Table for two at eight?' }).expect(200, { sent: true });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const mail = await mailTo(site.recipientEmail);
    expect(mail.raw).toContain('phone: 5550100');
    expect(headersOf(mail)).not.toMatch(/^Reply-To:/m);
  });

  it('answers the CORS preflight for any origin without credentials', async () => {
    const site = await newSite();
    const res = await t
      .http()
      .options(formRelayPath(site.siteKey))
      .set('Origin', SITE_ORIGIN)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('POST');
    expect(res.headers['access-control-allow-headers']).toMatch(/content-type/i);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the origin check for every other route', async () => {
    await t.http().post(CONTACT_API.email).set('Origin', SITE_ORIGIN).send({}).expect(403);
    await t.http().post('/api/forms/a/b').set('Origin', SITE_ORIGIN).send({}).expect(403);
  });

  it('answers a filled honeypot exactly like a success and sends nothing', async () => {
    const site = await newSite();
    const res = await formPost(site, `name=Bot&message=Buy+now&${FORM_RELAY_HONEYPOT}=http%3A%2F%2Fspam.example`).expect(200);
    expect(res.text).toContain('<h1>Thank you</h1>');
    await jsonPost(site, { message: 'Buy now', [FORM_RELAY_HONEYPOT]: 'x' }).expect(200, { sent: true });
    expect(await owedTo(site.recipientEmail)).toBe(0);
  });

  it('answers 404 with a clear message for an unknown or a disabled site', async () => {
    const unknown = await jsonPost({ siteKey: 'a'.repeat(48) }, { message: 'Hello' }).expect(404);
    expect(unknown.body).toEqual({ message: FORM_RELAY_MESSAGES.unknownSite });
    await jsonPost({ siteKey: 'not-a-key' }, { message: 'Hello' }).expect(404);

    const site = await newSite();
    await jsonPost(site, { message: 'Before' }).expect(200);
    expect(await relay.disableSite(site.siteKey)).toBe(true);
    expect(await relay.disableSite(site.siteKey)).toBe(false);
    expect((await formPost(site, 'message=After').expect(404)).body).toEqual({ message: FORM_RELAY_MESSAGES.unknownSite });
    expect(await owedTo(site.recipientEmail)).toBe(1);
  });

  it.each([
    [
      'too many fields',
      () => Array.from({ length: FORM_RELAY_LIMITS.maxFields + 1 }, (_, i) => `f${i}=x`).join('&'),
      413,
      FORM_RELAY_MESSAGES.tooManyFields,
    ],
    ['a body over 32 KB', () => `message=${'x'.repeat(FORM_RELAY_LIMITS.bodyMaxBytes)}`, 413, FORM_RELAY_MESSAGES.bodyTooLarge],
    ['a value too long', () => `message=${'x'.repeat(FORM_RELAY_LIMITS.fieldValueMax + 1)}`, 400, FORM_RELAY_MESSAGES.fieldValueTooLong],
    ['a field name too long', () => `${'n'.repeat(FORM_RELAY_LIMITS.fieldNameMax + 1)}=x`, 400, FORM_RELAY_MESSAGES.fieldNameTooLong],
    ['nothing filled in', () => 'name=&message=+&_gotcha=', 400, FORM_RELAY_MESSAGES.empty],
  ])('refuses %s with its message and sends nothing', async (_label, fields, status, message) => {
    const site = await newSite();
    expect((await formPost(site, fields()).expect(status)).body).toEqual({ message });
    expect(await owedTo(site.recipientEmail)).toBe(0);
  });

  it('refuses too many JSON fields, nested values, multipart and text bodies', async () => {
    const site = await newSite();
    const many = Object.fromEntries(Array.from({ length: FORM_RELAY_LIMITS.maxFields + 1 }, (_, i) => [`f${i}`, 'x']));
    expect((await jsonPost(site, many).expect(413)).body).toEqual({ message: FORM_RELAY_MESSAGES.tooManyFields });
    expect((await jsonPost(site, { message: { nested: true } }).expect(400)).body).toEqual({ message: FORM_RELAY_MESSAGES.malformed });
    const multipart = await t.http().post(formRelayPath(site.siteKey)).set('Origin', SITE_ORIGIN).field('message', 'Hi').expect(415);
    expect(multipart.body).toEqual({ message: FORM_RELAY_MESSAGES.unsupportedType });
    await t.http().post(formRelayPath(site.siteKey)).set('Origin', SITE_ORIGIN).type('text/plain').send('message=Hi').expect(415);
    expect(await owedTo(site.recipientEmail)).toBe(0);
  });

  it('never puts an email field carrying a header into Reply-To', async () => {
    const site = await newSite();
    const email = encodeURIComponent('eve@example.com\r\nBcc: victim@example.com');
    await formPost(site, `email=${email}&message=Hello`).expect(200);
    const mail = await mailTo(site.recipientEmail);
    expect(headersOf(mail)).not.toMatch(/^Reply-To:/m);
    expect(headersOf(mail)).not.toContain('victim@example.com');
    expect(peer.to('victim@example.com')).toHaveLength(0);
  });

  it(`takes ${FORM_RELAY_LIMITS.perAddressPerHour} messages an hour from one address, then 429 with Retry-After`, async () => {
    const site = await newSite();
    const ip = uniqueIp();
    for (let i = 0; i < FORM_RELAY_LIMITS.perAddressPerHour; i += 1) await jsonPost(site, { message: `n${i}` }, ip).expect(200);
    const refused = await jsonPost(site, { message: 'one more' }, ip).expect(429);
    expect(refused.body).toEqual({ message: FORM_RELAY_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same address is refused on another site too; another address is not.
    await jsonPost(await newSite(), { message: 'elsewhere' }, ip).expect(429);
    await jsonPost(site, { message: 'someone else' }).expect(200);
  });

  it(`takes ${FORM_RELAY_LIMITS.perSitePerHour} messages an hour per site, then 429 with Retry-After, and the address is not charged`, async () => {
    const site = await newSite();
    for (let i = 0; i < FORM_RELAY_LIMITS.perSitePerHour; i += 1) await jsonPost(site, { message: `n${i}` }).expect(200);
    const ip = uniqueIp();
    const refused = await formPost(site, 'message=one+more', ip).expect(429);
    expect(refused.body).toEqual({ message: FORM_RELAY_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await owedTo(site.recipientEmail)).toBe(FORM_RELAY_LIMITS.perSitePerHour);
    await jsonPost(await newSite(), { message: 'other site' }, ip).expect(200);
  });

  it('escapes the site name on the thank-you page and links back to an http(s) Referer only', async () => {
    const site = await newSite('<script>alert(1)</script> & "Sons"');
    const page = (await formPost(site, 'message=Hi').set('Referer', 'javascript:alert(1)').expect(200)).text;
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Sons&quot;');
    expect(page).not.toContain('javascript:');
    expect(page).not.toContain('<a ');
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);

    const quoted = (await formPost(site, 'message=Hi').set('Referer', `${SITE_ORIGIN}/contact?a="x"`).expect(200)).text;
    expect(quoted).toContain(`<a href="${SITE_ORIGIN}/contact?a=%22x%22">`);
    const none = (await formPost(site, 'message=Hi').unset('Referer').expect(200)).text;
    expect(none).not.toContain('<a ');
  });
});
