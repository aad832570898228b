import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_SETTINGS_MESSAGES, EMAIL_CHANGE_TTL_MS } from '@tm/contracts/account-settings';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { LOGIN_ACCOUNT_MAX_FAILURES } from '@tm/contracts/limits';
import { API } from '@tm/contracts/routes';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { newAccount, registerAccount, signedInAgent, TestClock, uniqueIp, waitFor, type TestAccount } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { EmailChangeTokenEntity } from './entities/email-change-token.entity';
import { EMAIL_CHANGE_MAIL, hashEmailChangeToken } from './email-change.service';

const NEW_PASSWORD = 'Lantern48Quay';

/** A raw message's quoted-printable soft line breaks and `=3D` undone, so links read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

type Agent = Awaited<ReturnType<typeof signedInAgent>>['agent'];

describe.each(testTargets())('account settings on $name', (target) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const outbox = () => t.dataSource.getRepository(OutboxMessageEntity);
  const login = (username: string, password: string) =>
    t.http().post(API.login).set('X-Forwarded-For', uniqueIp()).send({ username, password });

  /** The account signed in on two browsers: `here` makes the change, `elsewhere` should be signed out by it. */
  async function twoSessions(): Promise<{ account: TestAccount; here: Agent; elsewhere: Agent }> {
    const { agent: here, account } = await signedInAgent(t);
    const elsewhere = t.agent();
    await elsewhere
      .post(API.login)
      .set('X-Forwarded-For', uniqueIp())
      .send({ username: account.username, password: account.password })
      .expect(200);
    return { account, here, elsewhere };
  }

  /** The newest mail to `to` of `kind` once delivered, with its .eml text. */
  async function deliveredMail(to: string, kind: string, after = 0): Promise<{ mail: OutboxMessageEntity; eml: string }> {
    const mail = await waitFor(async () => {
      const rows = await outbox().find({ where: { to, kind }, order: { createdAt: 'ASC' } });
      const last = rows[rows.length - 1];
      return rows.length > after && last!.status === 'sent' ? last : undefined;
    });
    return { mail, eml: unfold(readFileSync(join(t.config.dataDir, mail.emlPath!), 'utf8')) };
  }

  /** Asks for `newEmail` and returns the token read from the confirmation mail as delivered. */
  async function requestToken(agent: Agent, account: TestAccount, newEmail: string): Promise<string> {
    const before = await outbox().countBy({ to: newEmail, kind: EMAIL_CHANGE_MAIL });
    const res = await agent.post(API.accountEmail).send({ newEmail, currentPassword: account.password }).expect(200);
    expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.emailChangeSent });
    const { eml } = await deliveredMail(newEmail, EMAIL_CHANGE_MAIL, before);
    const match = /\/confirm-email\?token=([\w%-]+)/.exec(eml);
    if (!match) throw new Error(`No confirmation link in:\n${eml}`);
    expect(eml).toContain(`${TEST_PUBLIC_URL}/confirm-email?token=`);
    return decodeURIComponent(match[1]!);
  }

  const emailOf = async (agent: Agent) => ((await agent.get(API.authUser).expect(200)).body as { email: string }).email;

  describe('change password', () => {
    it('refuses a wrong current password with 400, counted by the sign-in throttle', async () => {
      const { agent, account } = await signedInAgent(t);
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i += 1) {
        const res = await agent
          .post(API.accountPassword)
          .set('X-Forwarded-For', ip)
          .send({ currentPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD })
          .expect(400);
        expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword });
      }
      // The sign-in's lock on the account from that address now holds, even for the right password.
      const locked = await agent
        .post(API.accountPassword)
        .set('X-Forwarded-For', ip)
        .send({ currentPassword: account.password, newPassword: NEW_PASSWORD })
        .expect(429);
      expect(locked.body).toEqual({ message: AUTH_MESSAGES.tooManyAccountFailures });
      await login(account.username, account.password).expect(200);
      await agent.get(API.authUser).expect(200);
    });

    it('refuses a new password the policy refuses, and keeps the old one', async () => {
      const { agent, account } = await signedInAgent(t);
      const short = await agent.post(API.accountPassword).send({ currentPassword: account.password, newPassword: 'Ab1' }).expect(400);
      expect(short.body).toEqual({ message: 'Password must be at least 8 characters' });
      const common = await agent
        .post(API.accountPassword)
        .send({ currentPassword: account.password, newPassword: 'Password1' })
        .expect(400);
      expect(common.body).toEqual({ message: AUTH_MESSAGES.commonPassword });
      await login(account.username, account.password).expect(200);
      expect(await outbox().countBy({ to: account.email, kind: 'message' })).toBe(0);
    });

    it('changes it, signs every other session out but keeps this one, and tells the account’s address', async () => {
      const { account, here, elsewhere } = await twoSessions();
      const res = await here.post(API.accountPassword).send({ currentPassword: account.password, newPassword: NEW_PASSWORD }).expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.passwordChanged });

      expect((await elsewhere.get(API.authUser).expect(401)).body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
      expect(await emailOf(here)).toBe(account.email);
      await login(account.username, account.password).expect(401);
      await login(account.username, NEW_PASSWORD).expect(200);

      const { mail, eml } = await deliveredMail(account.email, 'message');
      expect(mail.subject).toMatch(/^Your .+ password was changed$/);
      expect(mail.text).toContain('was changed on');
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/forgot-password`);
      expect(eml).toMatch(new RegExp(`^To: ${account.email}$`, 'm'));
    });

    it('is for signed-in users only', async () => {
      await t.http().post(API.accountPassword).send({ currentPassword: 'x', newPassword: NEW_PASSWORD }).expect(401);
    });
  });

  describe('change email', () => {
    it('refuses a wrong current password and sends nothing', async () => {
      const { agent, account } = await signedInAgent(t);
      const newEmail = newAccount().email;
      const res = await agent
        .post(API.accountEmail)
        .set('X-Forwarded-For', uniqueIp())
        .send({ newEmail, currentPassword: 'Not-My-Password-1' })
        .expect(400);
      expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword });
      expect(await outbox().countBy({ to: newEmail })).toBe(0);
      expect(await emailOf(agent)).toBe(account.email);
    });

    it('refuses an address another account has, whatever its case, without saying so; and its own; and a malformed one', async () => {
      const other = await registerAccount(t);
      const { agent, account } = await signedInAgent(t);
      const taken = await agent
        .post(API.accountEmail)
        .send({ newEmail: other.email.toUpperCase(), currentPassword: account.password })
        .expect(400);
      expect(taken.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.emailUnavailable });
      const own = await agent.post(API.accountEmail).send({ newEmail: account.email, currentPassword: account.password }).expect(400);
      expect(own.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.sameEmail });
      const malformed = await agent
        .post(API.accountEmail)
        .send({ newEmail: 'not-an-email', currentPassword: account.password })
        .expect(400);
      expect(malformed.body).toEqual({ message: 'Please enter a valid email address' });
      expect(await t.dataSource.getRepository(EmailChangeTokenEntity).countBy({ newEmail: other.email })).toBe(0);
    });

    it('changes the address only when the link is followed, once; signs other sessions out; tells the old address', async () => {
      const { account, here, elsewhere } = await twoSessions();
      const newEmail = newAccount().email;
      const token = await requestToken(here, account, newEmail);

      // Only the hash is stored, and the outbox row has the link redacted.
      const stored = await t.dataSource.getRepository(EmailChangeTokenEntity).findOneByOrFail({ tokenHash: hashEmailChangeToken(token) });
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(EMAIL_CHANGE_TTL_MS);
      for (const table of ['outbox_messages', 'email_change_tokens']) {
        expect(JSON.stringify(await t.dataSource.query(`SELECT * FROM ${table}`))).not.toContain(token);
      }
      expect(await emailOf(here)).toBe(account.email); // nothing changed yet

      const res = await here.post(API.accountEmailConfirm).send({ token }).expect(200);
      expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.emailChanged });
      expect(await emailOf(here)).toBe(newEmail);
      await elsewhere.get(API.authUser).expect(401);
      await login(newEmail, account.password).expect(200);
      await login(account.email, account.password).expect(401);

      const { mail } = await deliveredMail(account.email, 'message');
      expect(mail.subject).toMatch(/^Your .+ email address was changed$/);
      expect(mail.text).toContain('right away');

      const again = await t.http().post(API.accountEmailConfirm).send({ token }).expect(400);
      expect(again.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.linkInvalid });
    });

    it('refuses an expired link and changes nothing', async () => {
      const { agent, account } = await signedInAgent(t);
      const token = await requestToken(agent, account, newAccount().email);
      clock.advance(EMAIL_CHANGE_TTL_MS + 1000);
      const res = await t.http().post(API.accountEmailConfirm).send({ token }).expect(400);
      expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.linkInvalid });
      clock.reset();
      expect(await emailOf(agent)).toBe(account.email);
    });

    it('refuses a forged link', async () => {
      const res = await t.http().post(API.accountEmailConfirm).send({ token: 'made-up-token-0123456789' }).expect(400);
      expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.linkInvalid });
      const empty = await t.http().post(API.accountEmailConfirm).send({ token: '' }).expect(400);
      expect(empty.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.linkInvalid });
    });

    it('lets a second request replace the first: the first link no longer works', async () => {
      const { agent, account } = await signedInAgent(t);
      const first = await requestToken(agent, account, newAccount().email);
      const secondEmail = newAccount().email;
      const second = await requestToken(agent, account, secondEmail);

      await t.http().post(API.accountEmailConfirm).send({ token: first }).expect(400);
      expect(await emailOf(agent)).toBe(account.email);
      await t.http().post(API.accountEmailConfirm).send({ token: second }).expect(200);
      // Confirmed from another browser: every session of the account ended, this one too.
      await agent.get(API.authUser).expect(401);
      await login(secondEmail, account.password).expect(200);
    });

    it('refuses the link when another account took the address meanwhile, and changes nothing', async () => {
      const { agent, account } = await signedInAgent(t);
      const wanted = newAccount().email;
      const token = await requestToken(agent, account, wanted);
      await registerAccount(t, { email: wanted });
      const res = await t.http().post(API.accountEmailConfirm).send({ token }).expect(400);
      expect(res.body).toEqual({ message: ACCOUNT_SETTINGS_MESSAGES.emailUnavailable });
      expect(await emailOf(agent)).toBe(account.email);
    });
  });
});
