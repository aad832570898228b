import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { AUTH_MESSAGES } from '@tm/contracts/auth';
import { LOGIN_ACCOUNT_MAX_FAILURES, PASSWORD_RESET_TTL_MS } from '@tm/contracts/limits';
import { API } from '@tm/contracts/routes';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing/create-test-app';
import { newAccount, registerAccount, TestClock, uniqueIp, waitFor, type TestAccount } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from '../mail/entities/outbox-message.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { hashResetToken, MAX_RESET_MAILS_PER_WINDOW } from './password-reset.service';

const NEW_PASSWORD = 'Changed456';

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

  /** Asks for a link and returns the token read from the outbox mail. */
  async function requestToken(email: string): Promise<{ token: string; mail: OutboxMessageEntity }> {
    const outbox = t.dataSource.getRepository(OutboxMessageEntity);
    const before = await outbox.countBy({ to: email });
    const res = await t.http().post(API.forgotPassword).send({ email }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    const mail = await waitFor(async () => {
      const rows = await outbox.find({ where: { to: email }, order: { createdAt: 'ASC' } });
      return rows.length > before ? rows[rows.length - 1] : undefined;
    });
    return { token: tokenFrom(mail.text), mail };
  }

  function login(username: string, password: string, ip = uniqueIp()) {
    return t.http().post(API.login).set('X-Forwarded-For', ip).send({ username, password });
  }

  it('mails a one-hour link to PUBLIC_URL/reset-password and keeps a real .eml copy', async () => {
    const account = await registered();
    const { token, mail } = await requestToken(account.email);

    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
    expect(mail.html).toContain('/reset-password?token=');
    const eml = readFileSync(join(t.config.dataDir, mail.emlPath), 'utf8');
    expect(eml).toMatch(/^From: Template Marketplace <no-reply@localhost>$/m);
    expect(eml).toMatch(new RegExp(`^To: ${account.email}$`, 'm'));
    expect(eml).toMatch(/^Subject: .*[Rr]eset/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative/m);

    const stored = await t.dataSource.getRepository(PasswordResetTokenEntity).findOneByOrFail({ tokenHash: hashResetToken(token) });
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(PASSWORD_RESET_TTL_MS);
    const tokens = await t.dataSource.getRepository(PasswordResetTokenEntity).find();
    expect(tokens.some((row) => row.tokenHash === token)).toBe(false); // only the hash is stored
  });

  it('gives the same answer for an unknown email and sends nothing', async () => {
    const res = await t.http().post(API.forgotPassword).send({ email: 'nobody-at-all@example.com' }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.dataSource.getRepository(OutboxMessageEntity).countBy({ to: 'nobody-at-all@example.com' })).toBe(0);
  });

  it('validates the email like the form does', async () => {
    const res = await t.http().post(API.forgotPassword).send({ email: 'not-an-email' }).expect(400);
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

    const again = await t.http().post(API.resetPassword).send({ token, password: 'Another789' }).expect(400);
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
    await t.http().post(API.resetPassword).send({ token: first.token, password: 'Another789' }).expect(400);
  });

  it(`sends at most ${MAX_RESET_MAILS_PER_WINDOW} links per account per hour, with the same answer`, async () => {
    const account = await registered();
    for (let i = 0; i < MAX_RESET_MAILS_PER_WINDOW; i++) await requestToken(account.email);
    const res = await t.http().post(API.forgotPassword).send({ email: account.email }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    await new Promise((resolve) => setTimeout(resolve, 100));
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
  let smtp: SMTPServer;
  const received: Array<{ to: string[]; raw: string }> = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    t = await createTestApp(target, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the link to the SMTP server, and the link works once', async () => {
    const account = newAccount();
    await t.http().post(API.signup).send(account).expect(201);
    await t.http().post(API.forgotPassword).send({ email: account.email }).expect(200);

    const mail = await waitFor(async () => received.find((m) => m.to.includes(account.email)));
    const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = tokenFrom(unfolded);

    await t.http().post(API.resetPassword).send({ token, password: NEW_PASSWORD }).expect(200);
    await t.http().post(API.resetPassword).send({ token, password: 'Another789' }).expect(400);
    await t.http().post(API.login).send({ username: account.email, password: NEW_PASSWORD }).expect(200);
    expect(await t.dataSource.getRepository(OutboxMessageEntity).count()).toBe(0);
  });
});
