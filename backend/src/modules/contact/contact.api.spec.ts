import { CONTACT_API, CONTACT_LIMITS, CONTACT_MESSAGES } from '@tm/contracts/contact';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { TestClock, uniqueIp, waitFor } from '../../testing/fixtures';
import { SmtpPeer } from '../../testing/smtp-peer';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';

const SUPPORT = 'help-desk@shop.test';
/** As our contact page sends it: the five fields and how long the form was open. */
const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Cannot unzip my theme',
  category: 'support',
  message: 'The download says the archive is damaged.',
  fillMs: 20_000,
};

// Decision 037: POST /api/email on a real SMTP peer: validation, the visitor only in Reply-To, bots, limits.
describe.each(testTargets())('contact form on $name', (target) => {
  let t: TestApp;
  let peer: SmtpPeer;
  const clock = new TestClock();

  beforeAll(async () => {
    peer = await SmtpPeer.create();
    t = await createTestApp(target, { clock, env: { SMTP_URL: peer.url, SUPPORT_EMAIL: SUPPORT } });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
    await peer?.stop();
  });

  const send = (body: object, ip = uniqueIp()) => t.http().post(CONTACT_API.email).set('X-Forwarded-For', ip).send(body);
  const stored = async (email: string) =>
    (await t.dataSource.query('SELECT * FROM contact_messages WHERE email = ?', [email])) as Array<Record<string, unknown>>;

  it('stores the message and mails the support inbox, the visitor only in Reply-To', async () => {
    const email = 'ada.one@example.com';
    expect((await send({ ...VALID, email }).expect(200)).body).toEqual({ success: true });
    const [row] = await stored(email);
    expect(row).toMatchObject({ name: 'Ada Lovelace', subject: 'Cannot unzip my theme', category: 'support', status: 'new' });
    const [mail] = await waitFor(
      async () => peer.to(SUPPORT).filter((m) => m.raw.includes(email)).length > 0 && peer.to(SUPPORT).filter((m) => m.raw.includes(email)),
    );
    expect(mail!.to).toEqual([SUPPORT]);
    expect(mail!.subject).toBe('[Contact: Technical Support] Cannot unzip my theme');
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).toMatch(new RegExp(`^Reply-To: ${email.replace('.', '\\.')}$`, 'm'));
    expect(headers).toMatch(/^From: Template Marketplace <no-reply@localhost>$/m);
    expect(headers).not.toMatch(new RegExp(`^(From|To|Cc|Bcc):.*${email.replace('.', '\\.')}`, 'm'));
    expect(mail!.raw).toContain('The download says the archive is damaged.');
  });

  it('works with just the five fields of the spec', async () => {
    await send({ ...VALID, email: 'five@example.com' }).expect(200, { success: true });
    expect(await stored('five@example.com')).toHaveLength(1);
  });

  it.each([
    ['a short name', { name: 'A' }, CONTACT_MESSAGES.name],
    ['a bad email', { email: 'not-an-email' }, CONTACT_MESSAGES.email],
    // Refused for its length before the address pattern runs (decision 064).
    ['an email of half a megabyte', { email: 'a.'.repeat(256 * 1024) }, CONTACT_MESSAGES.email],
    ['a short subject', { subject: 'Hi' }, CONTACT_MESSAGES.subject],
    ['no category', { category: undefined }, CONTACT_MESSAGES.category],
    ['an unknown category', { category: 'sales' }, CONTACT_MESSAGES.category],
    ['a short message', { message: 'Help!' }, CONTACT_MESSAGES.message],
    ['a long message', { message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, CONTACT_MESSAGES.messageTooLong],
    ['a number as name', { name: 42 }, 'Invalid input'],
  ])('refuses %s with 400 and its message', async (_label, change, message) => {
    const res = await send({ ...VALID, ...change }).expect(400);
    expect((res.body as { message: string }).message).toContain(message);
  });

  it.each(['name', 'email', 'subject'])('refuses CR or LF in the %s: nothing reaches a header', async (field) => {
    const value = `${VALID[field as 'name' | 'email' | 'subject']}\r\nBcc: victim@example.com`;
    await send({ ...VALID, [field]: value }).expect(400);
    expect(await t.dataSource.getRepository(OutboxMessageEntity).countBy({ to: 'victim@example.com' })).toBe(0);
  });

  it('keeps line breaks in the message body, where they are harmless', async () => {
    await send({ ...VALID, email: 'lines@example.com', message: 'First line\r\nBcc: victim@example.com\nThird line' }).expect(200);
    const [mail] = await waitFor(
      async () =>
        peer.to(SUPPORT).filter((m) => m.raw.includes('lines@example.com')).length > 0 &&
        peer.to(SUPPORT).filter((m) => m.raw.includes('lines@example.com')),
    );
    expect(mail!.to).toEqual([SUPPORT]);
    expect(mail!.raw.split(/\r?\n\r?\n/)[0]).not.toContain('victim@example.com');
  });

  it('answers a bot like a success and keeps it out of the inbox: honeypot filled, sent faster than a person can type, or not from a form at all', async () => {
    await send({ ...VALID, email: 'bot1@example.com', website: 'http://spam.example' }).expect(200, { success: true });
    await send({ ...VALID, email: 'bot2@example.com', fillMs: 500 }).expect(200, { success: true });
    const { fillMs: _notSent, ...withoutTime } = VALID;
    await send({ ...withoutTime, email: 'bot3@example.com' }).expect(200, { success: true });
    await send({ ...VALID, email: 'human@example.com', fillMs: 20_000 }).expect(200, { success: true });
    expect(await stored('bot1@example.com')).toEqual([]);
    expect(await stored('bot2@example.com')).toEqual([]);
    expect(await stored('bot3@example.com')).toEqual([]);
    expect(await stored('human@example.com')).toHaveLength(1);
  });

  it(`accepts ${CONTACT_LIMITS.perHour} messages an hour per address and per email, then 429 with a clear message`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < CONTACT_LIMITS.perHour; i++) await send({ ...VALID, email: `limit${i}@example.com` }, ip).expect(200);
    const refused = await send({ ...VALID, email: 'limit-next@example.com' }, ip).expect(429);
    expect(refused.body).toEqual({ message: CONTACT_MESSAGES.tooMany });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The same email from many addresses is held too; an hour later it may write again.
    for (let i = 0; i < CONTACT_LIMITS.perHour; i++) await send({ ...VALID, email: 'one@example.com' }).expect(200);
    await send({ ...VALID, email: 'one@example.com' }).expect(429);
    clock.advance(60 * 60_000 + 1_000);
    await send({ ...VALID, email: 'one@example.com' }).expect(200);
  });
});
