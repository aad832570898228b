import { HttpException } from '@nestjs/common';
import { AUTH_MESSAGES, PASSWORD_RULE_MESSAGE, type AuthResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testTargets } from '../testing/test-targets';
import { UsersService } from '../modules/users/users.service';
import { createAdmin, parseCreateAdminArgs, validateAdminInput } from './create-admin.command';

describe('create-admin arguments', () => {
  it('reads long and short options', () => {
    expect(parseCreateAdminArgs(['--username', 'boss', '-e', 'boss@example.com', '--password', 'Secret123'])).toEqual({
      username: 'boss',
      email: 'boss@example.com',
      password: 'Secret123',
      help: false,
    });
  });

  it('leaves missing values to the prompt', () => {
    expect(parseCreateAdminArgs(['--username', 'boss'])).toMatchObject({ username: 'boss', email: undefined, password: undefined });
  });

  it('rejects unknown options', () => {
    expect(() => parseCreateAdminArgs(['--admin'])).toThrow();
  });

  it('applies the signup rules', () => {
    expect(validateAdminInput({ username: 'boss', email: 'Boss@Example.com', password: 'Boss-Office-42' })).toEqual({
      ok: true,
      value: { username: 'boss', email: 'boss@example.com', password: 'Boss-Office-42' },
    });
    expect(validateAdminInput({ username: 'b', email: 'boss@example.com', password: 'Secret123' })).toEqual({
      ok: false,
      message: 'Username must be at least 3 characters',
    });
    expect(validateAdminInput({ username: 'boss', email: 'boss@example.com', password: 'secret123' })).toEqual({
      ok: false,
      message: PASSWORD_RULE_MESSAGE,
    });
    expect(validateAdminInput({ username: 'boss', email: 'boss@example.com', password: 'Secret123' })).toEqual({
      ok: false,
      message: AUTH_MESSAGES.commonPassword,
    });
  });
});

describe.each(testTargets())('create-admin on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates an administrator who can sign in', async () => {
    await createAdmin(t.app.get(UsersService), { username: 'boss', email: 'boss@example.com', password: 'Secret123' });
    const res = await t.http().post(API.login).send({ username: 'boss', password: 'Secret123' }).expect(200);
    expect((res.body as AuthResponse).user.isAdmin).toBe(true);
  });

  it('refuses a taken username', async () => {
    await expect(
      createAdmin(t.app.get(UsersService), { username: 'BOSS', email: 'other@example.com', password: 'Secret123' }),
    ).rejects.toThrow(HttpException);
    await expect(
      createAdmin(t.app.get(UsersService), { username: 'other', email: 'boss@example.com', password: 'Secret123' }),
    ).rejects.toMatchObject({ response: { message: AUTH_MESSAGES.emailTaken } });
  });
});
