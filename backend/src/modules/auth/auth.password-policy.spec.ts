import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES, PASSWORD_RULE_MESSAGE } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { REPO_ROOT } from '../../config/app-config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount, uniqueIp } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { commonPasswordList, isCommonPassword, isGuessablePassword } from './password-policy';

describe('common passwords', () => {
  it('come from a maintained list of at least 10,000', () => {
    const list = commonPasswordList();
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']); // ranked, most common first
  });

  it.each(['Password1', 'Welcome1', 'Qwerty123', 'PASSWORD123', 'Passw0rd', 'Abc12345', 'ILoveYou1'])('finds %s, whatever its case', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Quiet-Harbor-42', 'Tm7!xQ2vLp', 'Correct9HorseBatteryStaple'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it.each(['Summer2024', 'P@ssw0rd1', 'Winter2025', 'Admin12345'])('finds %s guessable though no list holds it: a word with a year or leetspeak', (password) => {
    expect(isCommonPassword(password)).toBe(false);
    expect(isGuessablePassword(password)).toBe(true);
  });

  it.each(['Quiet-Harbor-42', 'Tm7!xQ2vLp', 'Lantern48Quay', 'Shopper123'])('lets %s through the estimate', (password) => {
    expect(isGuessablePassword(password)).toBe(false);
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

  it.each(['Password1', 'Welcome1', 'Qwerty123', 'pASSWORD1', 'Summer2024', 'P@ssw0rd1'])('refuses %s at sign-up with a clear message', async (password) => {
    const res = await t.http().post(API.signup).set('X-Forwarded-For', uniqueIp()).send(newAccount({ password })).expect(400);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.commonPassword });
  });

  it('keeps the composition rules and their messages first', async () => {
    const res = await t.http().post(API.signup).set('X-Forwarded-For', uniqueIp()).send(newAccount({ password: 'password1' })).expect(400);
    expect(res.body).toEqual({ message: PASSWORD_RULE_MESSAGE });
  });

  it('refuses a common password as the new one at reset, before the link is even looked at', async () => {
    const res = await t.http().post(API.resetPassword).send({ token: 'any-token-at-all', password: 'Welcome1' }).expect(400);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.commonPassword });
  });
});
