import { AUTH_MESSAGES, PASSWORD_RULE_MESSAGE, UserSchema, type AuthResponse } from '@tm/contracts/auth';
import { API } from '@tm/contracts/routes';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { newAccount, uniqueIp, uniqueUsername } from '../../testing/fixtures';
import { testTargets } from '../../testing/test-targets';
import { UserEntity } from '../users/entities/user.entity';

describe.each(testTargets())('signup on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    // Four hashing slots: the parallel sign-ups below are about one account per username, not about the
    // hashing lane's shedding (its own spec), which a busy CI machine could otherwise trigger.
    t = await createTestApp(target, { env: { PASSWORD_HASH_CONCURRENCY: '4' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the account, answers 201 with the user and signs them in', async () => {
    const agent = t.agent();
    const account = newAccount({ firstName: 'Ada', lastName: 'Lovelace' });
    const res = await agent.post(API.signup).send(account).expect(201);

    const user = UserSchema.strict().parse((res.body as { user: unknown }).user);
    expect(user).toMatchObject({
      username: account.username,
      email: account.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: null,
      isAdmin: false,
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|sessionEpoch/);

    const me = await agent.get(API.authUser).expect(200);
    expect(me.body).toEqual(user);
  });

  it('stores an argon2id hash, never the password', async () => {
    const account = newAccount();
    await t.http().post(API.signup).send(account).expect(201);
    const row = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: account.username });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(account.password);
  });

  it('normalises the email and leaves omitted names empty', async () => {
    const username = uniqueUsername();
    const res = await t
      .http()
      .post(API.signup)
      .send({ username, email: `  ${username.toUpperCase()}@Example.COM `, password: 'Quiet-Harbor-42', firstName: '' })
      .expect(201);
    expect((res.body as AuthResponse).user).toMatchObject({
      email: `${username.toLowerCase()}@example.com`,
      firstName: null,
      lastName: null,
    });
  });

  it.each([
    ['a short username', { username: 'ab' }, 'Username must be at least 3 characters'],
    ['a long username', { username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    ['a username with spaces', { username: 'bad name' }, 'Username can only contain letters, numbers, and underscores'],
    ['a username with symbols', { username: 'bad-name!' }, 'Username can only contain letters, numbers, and underscores'],
    ['a malformed email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['a short password', { password: 'Abc1234' }, 'Password must be at least 8 characters'],
    ['a password without an upper-case letter', { password: 'secret123' }, PASSWORD_RULE_MESSAGE],
    ['a password without a lower-case letter', { password: 'SECRET123' }, PASSWORD_RULE_MESSAGE],
    ['a password without a digit', { password: 'SecretSecret' }, PASSWORD_RULE_MESSAGE],
    ['a username with a line break', { username: 'ann\r\n' }, 'Username cannot contain line breaks or control characters'],
    [
      'a first name with CR/LF',
      { firstName: 'Ann\r\nBcc: victim@example.com' },
      'First name cannot contain line breaks or control characters',
    ],
    ['a first name with a NUL', { firstName: 'Ann\u0000' }, 'First name cannot contain line breaks or control characters'],
    ['a last name with a tab', { lastName: 'Lee\tSmith' }, 'Last name cannot contain line breaks or control characters'],
    ['a last name with DEL', { lastName: 'Lee\u007f' }, 'Last name cannot contain line breaks or control characters'],
    ['a last name with a C1 control', { lastName: 'Lee\u0085' }, 'Last name cannot contain line breaks or control characters'],
    ['a first name with a bidi override', { firstName: 'Ann\u202egnp.exe' }, 'First name cannot contain line breaks or control characters'],
    ['a first name with a bidi isolate', { firstName: '\u2066Ann\u2069' }, 'First name cannot contain line breaks or control characters'],
  ])('refuses %s with the spec message', async (_label, override, message) => {
    const res = await t
      .http()
      .post(API.signup)
      .send({ ...newAccount(), ...override })
      .expect(400);
    expect(res.body).toEqual({ message });
  });

  it('keeps names in any script, with their joiners', async () => {
    const res = await t
      .http()
      .post(API.signup)
      .set('X-Forwarded-For', uniqueIp())
      .send(newAccount({ firstName: 'Zoë-Ann', lastName: 'می\u200cخواهم' }))
      .expect(201);
    expect((res.body as AuthResponse).user).toMatchObject({ firstName: 'Zoë-Ann', lastName: 'می\u200cخواهم' });
  });

  it('accepts a username of exactly 3 and of exactly 20 characters', async () => {
    for (const username of [uniqueUsername('x').slice(0, 3), uniqueUsername('y').padEnd(20, '9')]) {
      await t.http().post(API.signup).send(newAccount({ username })).expect(201);
    }
  });

  it('refuses a taken username, whatever its case, with 409', async () => {
    const account = newAccount();
    await t.http().post(API.signup).send(account).expect(201);
    const res = await t
      .http()
      .post(API.signup)
      .send(newAccount({ username: account.username.toUpperCase() }))
      .expect(409);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.usernameTaken });
  });

  it('refuses a taken email, whatever its case, with 409', async () => {
    const account = newAccount();
    await t.http().post(API.signup).send(account).expect(201);
    const res = await t
      .http()
      .post(API.signup)
      .send(newAccount({ email: account.email.toUpperCase() }))
      .expect(409);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.emailTaken });
  });

  it('makes one account of four parallel sign-ups whose usernames differ only in case', async () => {
    const base = uniqueUsername('twin').toLowerCase();
    const variants = [base, base.toUpperCase(), `T${base.slice(1)}`, `${base.slice(0, -1)}${base.slice(-1).toUpperCase()}`];
    const answers = await Promise.all(
      variants.map((username, i) =>
        t
          .http()
          .post(API.signup)
          .set('X-Forwarded-For', uniqueIp())
          .send(newAccount({ username, email: `${base}.${i}@example.com` })),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    const rows = await t.dataSource.getRepository(UserEntity).findBy({ usernameKey: base });
    expect(rows).toHaveLength(1);
    // And that account signs in by any of the spellings.
    const winner = (answers.find((res) => res.status === 201)!.body as AuthResponse).user;
    for (const username of variants) {
      await t.http().post(API.login).set('X-Forwarded-For', uniqueIp()).send({ username, password: 'Quiet-Harbor-42' }).expect(200);
    }
    expect(rows[0]!.id).toBe(winner.id);
  });

  it('makes one account of four parallel sign-ups whose emails differ only in case', async () => {
    const local = uniqueUsername('mail').toLowerCase();
    const variants = [`${local}@example.com`, `${local.toUpperCase()}@example.com`, `${local}@EXAMPLE.com`, `${local}@Example.Com`];
    const answers = await Promise.all(
      variants.map((email) => t.http().post(API.signup).set('X-Forwarded-For', uniqueIp()).send(newAccount({ email }))),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) expect(res.body).toEqual({ message: AUTH_MESSAGES.emailTaken });
    expect(await t.dataSource.getRepository(UserEntity).countBy({ emailKey: `${local}@example.com` })).toBe(1);
  });

  it('makes nobody an admin, whatever the body says', async () => {
    const res = await t
      .http()
      .post(API.signup)
      .set('X-Forwarded-For', uniqueIp())
      .send({ ...newAccount(), isAdmin: true })
      .expect(201);
    expect((res.body as AuthResponse).user.isAdmin).toBe(false);
  });
});
