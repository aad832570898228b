import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES, PASSWORD_RULE_MESSAGE } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { SITE_API } from '@tm/contracts/site';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount, registerAccount, uniqueIp, waitFor } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { OutboxMessageEntity } from '../../infrastructure/mail/entities/outbox-message.entity';
import { PasswordResetService } from './password-reset.service';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { commonPasswordList, ESTIMATED_PREFIX, isCommonPassword, isGuessablePassword } from './password-policy';

describe('common passwords', () => {
  it('come from a maintained list of at least 10,000', () => {
    const list = commonPasswordList();
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']); // ranked, most common first
  });

  it.each(['Password1', 'Welcome1', 'Qwerty123', 'PASSWORD123', 'Passw0rd', 'Abc12345', 'ILoveYou1'])(
    'finds %s, whatever its case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Quiet-Harbor-42', 'Tm7!xQ2vLp', 'Correct9HorseBatteryStaple'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it.each(['Summer2024', 'P@ssw0rd1', 'Winter2025', 'Admin12345'])(
    'finds %s guessable though no list holds it: a word with a year or leetspeak',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
      expect(isGuessablePassword(password)).toBe(true);
    },
  );

  it.each(['Quiet-Harbor-42', 'Tm7!xQ2vLp', 'Lantern48Quay', 'Shopper123'])('lets %s through the estimate', (password) => {
    expect(isGuessablePassword(password)).toBe(false);
  });

  it('estimates only a prefix of a long password: its cost does not grow with what the client sends', () => {
    const strongPrefix = 'Quiet-Harbor-42-Lantern48Quay-xy';
    expect(strongPrefix).toHaveLength(ESTIMATED_PREFIX);
    expect(isGuessablePassword(`${strongPrefix}${'a'.repeat(96)}`)).toBe(false);
    // A weak start is weak however it goes on: the whole password is not estimated.
    expect(isGuessablePassword(`${'password'.repeat(4)}${'Tm7!xQ2vLp'.repeat(9)}`)).toBe(true);
  });

  it('is a server-only check: no front end or shared package loads the list', () => {
    const offenders: string[] = [];
    const visit = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'dist') continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (/\.(ts|tsx|js|mjs)$/.test(name) && readFileSync(path, 'utf8').includes('zxcvbn')) offenders.push(path);
      }
    };
    for (const root of ['packages', 'shell', 'mfe-storefront', 'mfe-checkout', 'mfe-account', 'mfe-admin']) {
      visit(join(REPO_ROOT, root, root === 'packages' ? '' : 'src'));
    }
    expect(offenders).toEqual([]);
  });
});

describe.each(testTargets())('common passwords refused on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['Password1', 'Welcome1', 'Qwerty123', 'pASSWORD1', 'Summer2024', 'P@ssw0rd1'])(
    'refuses %s at sign-up with a clear message',
    async (password) => {
      const res = await t.http().post(API.signup).set('X-Forwarded-For', uniqueIp()).send(newAccount({ password })).expect(400);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.commonPassword });
    },
  );

  /** A good link's token for the account, read from its mail once the outbox has sent it (the mail itself is the reset spec's subject). */
  async function resetTokenFor(email: string): Promise<string> {
    await t.app.get(PasswordResetService).requestReset(email);
    const outbox = t.dataSource.getRepository(OutboxMessageEntity);
    const mail = await waitFor(async () => (await outbox.findOneBy({ to: email, status: 'sent' })) ?? undefined);
    const eml = readFileSync(join(t.config.dataDir, mail.emlPath!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    return decodeURIComponent(/\/reset-password\?token=([\w%-]+)/.exec(eml)![1]!);
  }

  it('keeps the composition rules and their messages first', async () => {
    const res = await t
      .http()
      .post(API.signup)
      .set('X-Forwarded-For', uniqueIp())
      .send(newAccount({ password: 'password1' }))
      .expect(400);
    expect(res.body).toEqual({ message: PASSWORD_RULE_MESSAGE });
  });

  it('looks at the reset link before the new password: a made-up link is refused as such, whatever the password', async () => {
    const res = await t.http().post(API.resetPassword).send({ token: 'any-token-at-all', password: 'Welcome1' }).expect(400);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.resetInvalid });
  });

  it('refuses a common password as the new one with a good link, and leaves the link usable', async () => {
    const account = await registerAccount(t);
    const token = await resetTokenFor(account.email);
    const weak = await t.http().post(API.resetPassword).send({ token, password: 'Welcome1' }).expect(400);
    expect(weak.body).toEqual({ message: AUTH_MESSAGES.commonPassword });
    await t.http().post(API.resetPassword).send({ token, password: 'Lantern48Quay' }).expect(200);
  });

  it('answers a 128-character password with a made-up link at once, while another request is served (the estimate never runs)', async () => {
    const estimate = jest.spyOn(ZxcvbnFactory.prototype, 'check');
    try {
      const long = 'P@$$w0rd1!'.repeat(13).slice(0, 128);
      const [reset, watcher] = await Promise.all([
        t.http().post(API.resetPassword).send({ token: 'made-up-token', password: long }),
        t.http().get(SITE_API.info),
      ]);
      expect(reset.status).toBe(400);
      expect(reset.body).toEqual({ message: AUTH_MESSAGES.resetInvalid });
      expect(watcher.status).toBe(200);
      expect(estimate).not.toHaveBeenCalled();
    } finally {
      estimate.mockRestore();
    }
  });

  it('estimates a 128-character sign-up password from its prefix only', async () => {
    const estimate = jest.spyOn(ZxcvbnFactory.prototype, 'check');
    try {
      const long = `Quiet-Harbor-42${'P@$$w0rd1!'.repeat(12)}`.slice(0, 128);
      await t
        .http()
        .post(API.signup)
        .set('X-Forwarded-For', uniqueIp())
        .send(newAccount({ password: long }))
        .expect(201);
      expect(estimate.mock.calls.map(([password]) => password)).toEqual([long.slice(0, ESTIMATED_PREFIX)]);
    } finally {
      estimate.mockRestore();
    }
  });
});
