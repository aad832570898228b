import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import {
  FORGOT_PASSWORD_IP_MAX,
  FORGOT_PASSWORD_IP_WINDOW_MS,
  LOGIN_ACCOUNT_MAX_FAILURES,
  PASSWORD_RESET_TTL_MS,
} from '@tm/contracts/limits';
import { API } from '@tm/contracts/routes';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { registerAccount, TestClock, uniqueIp, waitFor, type TestAccount } from '../../testing/fixtures';
import { SmtpPeer } from '../../testing/smtp-peer';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { nextDeliveryRound } from '../../infrastructure/mail/testing/delivery-rounds';
import { UsersService } from '../users/users.service';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { hashResetToken, MAX_RESET_MAILS_PER_WINDOW, PASSWORD_RESET_MAIL, PasswordResetService } from './password-reset.service';

const NEW_PASSWORD = 'Lantern48Quay';

/** A raw message's quoted-printable soft line breaks and `=3D` undone, so links read whole. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

function tokenFrom(text: string): string {
  const match = /\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!match) throw new Error(`No reset link in:\n${text}`);
  return decodeURIComponent(match[1]!);
}

describe.each(testTargets())('password reset on $name (outbox)', (target) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => clock.reset());

  const registered = (): Promise<TestAccount> => registerAccount(t);

  /**
   * Asks for a link for `email` and resolves once the work the request does behind its answer
   * (requestReset: the lookup, then the token and its mail when owed) has run to its end.
   */
  async function forgotAndHandled(email: string): Promise<void> {
    const handled = jest.spyOn(t.app.get(PasswordResetService), 'requestReset');
    try {
      const res = await t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
      const [work] = await waitFor(() => handled.mock.results.length > 0 && handled.mock.results, {
        what: 'the request to be handled behind its answer',
      });
      await Promise.allSettled([work!.value]);
    } finally {
      handled.mockRestore();
    }
  }

  /** Asks for a link (from an address of its own) and returns the token read from the mail as delivered (its .eml file). */
  async function requestToken(email: string): Promise<{ token: string; mail: OutboxMessageEntity; eml: string }> {
    const outbox = t.dataSource.getRepository(OutboxMessageEntity);
    const before = await outbox.countBy({ to: email });
    const res = await t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    const mail = await waitFor(async () => {
      const rows = await outbox.find({ where: { to: email }, order: { createdAt: 'ASC' } });
      return rows.length > before && rows[rows.length - 1]!.status === 'sent' ? rows[rows.length - 1] : undefined;
    });
    const eml = unfold(readFileSync(join(t.config.dataDir, mail.emlPath!), 'utf8'));
    return { token: tokenFrom(eml), mail, eml };
  }

  function login(username: string, password: string, ip = uniqueIp()) {
    return t.http().post(API.login).set('X-Forwarded-For', ip).send({ username, password });
  }

  it('mails a one-hour link to PUBLIC_URL/reset-password and keeps a real .eml copy', async () => {
    const account = await registered();
    const { token, mail, eml } = await requestToken(account.email);

    expect(mail.subject).toMatch(/reset/i);
    expect(eml).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
    expect(eml).toMatch(/^From: Template Marketplace <no-reply@localhost>$/m);
    expect(eml).toMatch(new RegExp(`^To: ${account.email}$`, 'm'));
    expect(eml).toMatch(/^Subject: .*[Rr]eset/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);

    const stored = await t.dataSource.getRepository(PasswordResetTokenEntity).findOneByOrFail({ tokenHash: hashResetToken(token) });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(PASSWORD_RESET_TTL_MS);
    const tokens = await t.dataSource.getRepository(PasswordResetTokenEntity).find();
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false); // only the hash is stored
  });

  it('keeps the link readable nowhere but in the delivered mail: redacted in the outbox table, the .eml file 0600', async () => {
    const account = await registered();
    const { token, mail } = await requestToken(account.email);
    expect(mail.kind).toBe(PASSWORD_RESET_MAIL);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=[redacted]`);
    expect(mail.html).toContain('/reset-password?token=[redacted]');
    for (const table of ['outbox_messages', 'password_reset_tokens']) {
      const dump = JSON.stringify(await t.dataSource.query(`SELECT * FROM ${table}`));
      expect(dump).not.toContain(token);
      expect(dump).not.toContain(encodeURIComponent(token));
    }
    expect(statSync(join(t.config.dataDir, mail.emlPath!)).mode & 0o777).toBe(0o600);
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    await forgotAndHandled('nobody-at-all@example.com');
    expect(await t.dataSource.getRepository(OutboxMessageEntity).countBy({ to: 'nobody-at-all@example.com' })).toBe(0);
  });

  it('validates the email like the form does', async () => {
    const res = await t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email: 'not-an-email' }).expect(400);
    expect(res.body).toEqual({ message: 'Please enter a valid email address' });
  });

  it('sets the new password once, ends every session and refuses the link a second time', async () => {
    const account = await registered();
    const signedIn = t.agent();
    await signedIn.post(API.login).send({ username: account.username, password: account.password }).expect(200);
    await signedIn.get(API.authUser).expect(200);

    const { token } = await requestToken(account.email);
    const res = await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.resetDone });

    expect((await signedIn.get(API.authUser).expect(401)).body).toEqual({ message: AUTH_MESSAGES.notSignedIn });
    await login(account.username, account.password).expect(401);
    await login(account.username, NEW_PASSWORD).expect(200);

    const again = await t.http().post(API.resetPassword).send({ token, password: 'Fresh-Lantern-48' }).expect(400);
    expect(again.body).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it('refuses an expired link (expiry stored in the past)', async () => {
    const account = await registered();
    const { token } = await requestToken(account.email);
    await t.dataSource
      .getRepository(PasswordResetTokenEntity)
      .update({ tokenHash: hashResetToken(token) }, { expiresAt: new Date(Date.now() - 1000) });

    const res = await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(400);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.resetInvalid });
    await login(account.username, account.password).expect(200);
  });

  it('refuses a link used after its hour is up', async () => {
    const account = await registered();
    const { token } = await requestToken(account.email);
    clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(400);
  });

  it('refuses a made-up token and a weak new password', async () => {
    const forged = await t.http().post(API.resetPassword).send({ token: 'made-up', password: NEW_PASSWORD }).expect(400);
    expect(forged.body).toEqual({ message: AUTH_MESSAGES.resetInvalid });

    const account = await registered();
    const { token } = await requestToken(account.email);
    const weak = await t.http().post(API.resetPassword).send({ token, password: 'weak' }).expect(400);
    expect(weak.body).toEqual({ message: 'Password must be at least 8 characters' });
    await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(200); // still usable
  });

  it('makes older links of the same account useless once one is used', async () => {
    const account = await registered();
    const first = await requestToken(account.email);
    const second = await requestToken(account.email);
    await t.http().post(API.resetPassword).send({ token: second.token, password: NEW_PASSWORD }).expect(200);
    await t.http().post(API.resetPassword).send({ token: first.token, password: 'Fresh-Lantern-48' }).expect(400);
  });

  it(`sends at most ${MAX_RESET_MAILS_PER_WINDOW} links per account per hour, with the same answer`, async () => {
    const account = await registered();
    for (let i = 0; i < MAX_RESET_MAILS_PER_WINDOW; i++) await requestToken(account.email);
    await forgotAndHandled(account.email);
    const outbox = t.dataSource.getRepository(OutboxMessageEntity);
    expect(await outbox.countBy({ to: account.email })).toBe(MAX_RESET_MAILS_PER_WINDOW);

    clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    await requestToken(account.email);
  });

  it('lifts the sign-in lock of the account', async () => {
    const account = await registered();
    const ip = uniqueIp(); // the lock holds for the address the failures came from (decision 005)
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) await login(account.username, 'Wrong1234', ip).expect(401);
    await login(account.username, account.password, ip).expect(429);

    const { token } = await requestToken(account.email);
    await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(200);
    await login(account.username, NEW_PASSWORD, ip).expect(200);
  });
});

describe.each(testTargets())('password reset on $name (SMTP)', (target) => {
  let t: TestApp;
  let peer: SmtpPeer;
  const clock = new TestClock();

  beforeAll(async () => {
    peer = await SmtpPeer.create();
    t = await createTestApp(target, { clock, env: { SMTP_URL: peer.url, MAIL_RETRY_BASE_MS: '40', MAIL_RETRY_MAX_MS: '200' } });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
    await peer?.stop();
  });

  const forgot = (email: string) => t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);

  it('delivers the link to the SMTP server, and the link works once', async () => {
    const account = await registerAccount(t);
    await forgot(account.email);

    const [mail] = await waitFor(async () => peer.to(account.email).length > 0 && peer.to(account.email));
    const token = tokenFrom(unfold(mail!.raw));

    await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(200);
    await t.http().post(API.resetPassword).send({ token, password: 'Fresh-Lantern-48' }).expect(400);
    await t.http().post(API.login).set('X-Forwarded-For', uniqueIp()).send({ username: account.email, password: NEW_PASSWORD }).expect(200);
    // The outbox keeps the mail's record for admins, with the link's token redacted.
    const row = await t.dataSource.getRepository(OutboxMessageEntity).findOneByOrFail({ to: account.email });
    expect(row).toMatchObject({ kind: PASSWORD_RESET_MAIL, status: 'sent', emlPath: null });
    expect(row.text).toContain('/reset-password?token=[redacted]');
    expect(row.text).not.toContain(token);
    expect(row.html).not.toContain(encodeURIComponent(token));
  });

  it('owes the mail while the SMTP server is down and delivers it once, with a working link, when it is back', async () => {
    const account = await registerAccount(t);
    await peer.stop();
    try {
      await forgot(account.email);
      await waitFor(
        async () => ((await t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ to: account.email }))?.attempts ?? 0) >= 2,
      );
    } finally {
      await peer.start();
    }
    await waitFor(async () => (await t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ to: account.email }))?.status === 'sent');
    await nextDeliveryRound(t.app); // a wrong second copy would go out in it
    const received = peer.to(account.email);
    expect(received).toHaveLength(1);
    await t
      .http()
      .post(API.resetPassword)
      .send({ token: tokenFrom(unfold(received[0]!.raw)), password: NEW_PASSWORD })
      .expect(200);
  });

  it('does not send a link that expired before the SMTP server came back', async () => {
    t.logger.allowErrors = true; // the given-up mail is logged as an error
    const account = await registerAccount(t);
    await peer.stop();
    try {
      await forgot(account.email);
      // The first attempt has failed (the peer is down) before the hour passes.
      await waitFor(async () => (await t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ to: account.email }))?.lastError);
      clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    } finally {
      await peer.start();
    }
    const row = await waitFor(async () => {
      const found = await t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ to: account.email });
      return found?.status === 'failed' && found;
    });
    expect(row.lastError).toBe('The reset link was used or expired before it could be sent');
    expect(peer.to(account.email)).toEqual([]);
    t.logger.allowErrors = false;
  });
});

describe.each(testTargets())('forgot password on $name: per-address limit and timing', (target) => {
  let t: TestApp;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await createTestApp(target, { clock });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  it(`answers 429 past ${FORGOT_PASSWORD_IP_MAX} requests an hour from one address, whether or not the accounts exist`, async () => {
    const account = await registerAccount(t);
    const ip = uniqueIp();
    const ask = (email: string, from = ip) => t.http().post(API.forgotPassword).set('X-Forwarded-For', from).send({ email });
    for (let i = 0; i < FORGOT_PASSWORD_IP_MAX; i++) await ask(i % 2 ? account.email : `nobody-${i}@example.com`).expect(200);
    for (const email of [account.email, 'nobody-else@example.com']) {
      const refused = await ask(email).expect(429);
      expect(refused.body).toEqual({ message: AUTH_MESSAGES.tooManyResetRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FORGOT_PASSWORD_IP_WINDOW_MS / 1000);
    }
    await ask('nobody@example.com', uniqueIp()).expect(200); // another address is not held back
    // The reset mails go out before the hour passes: a link still unsent then would have expired.
    const outbox = t.dataSource.getRepository(OutboxMessageEntity);
    await waitFor(async () => (await outbox.countBy({ kind: PASSWORD_RESET_MAIL, status: 'pending' })) === 0, 20_000);
    clock.advance(FORGOT_PASSWORD_IP_WINDOW_MS + 1000);
    await ask(account.email).expect(200);
  });

  it('answers before it looks the account up, so its time does not tell whether the account exists', async () => {
    const account = await registerAccount(t);
    const users = t.app.get(UsersService);
    const findByEmail = users.findByEmail.bind(users);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lookups: string[] = [];
    const spy = jest.spyOn(users, 'findByEmail').mockImplementation(async (email) => {
      lookups.push(email);
      await held; // the lookup cannot finish until the test lets it
      return findByEmail(email);
    });
    try {
      for (const email of [account.email, 'nobody-here@example.com']) {
        const res = await t.http().post(API.forgotPassword).set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
        expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
      }
      await waitFor(async () => lookups.length === 2); // each lookup started, after its answer
      release();
      const row = await waitFor(() => t.dataSource.getRepository(OutboxMessageEntity).findOneBy({ to: account.email, status: 'sent' }));
      expect(row.kind).toBe(PASSWORD_RESET_MAIL);
    } finally {
      release();
      spy.mockRestore();
    }
  });
});
