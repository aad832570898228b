import { displayName, initials, useSession } from './session.store';

const base = { firstName: null, lastName: null, username: '', email: '' };

describe('displayName', () => {
  it('prefers the name, then the username, then "User"', () => {
    expect(displayName({ ...base, firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ ...base, firstName: 'Ada', username: 'ada' })).toBe('Ada');
    expect(displayName({ ...base, username: 'ada' })).toBe('ada');
    expect(displayName({ ...base })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});

describe('initials', () => {
  it('uses first and last name, else the username, else the email, else U', () => {
    expect(initials({ ...base, firstName: 'ada', lastName: 'lovelace', username: 'x' })).toBe('AL');
    expect(initials({ ...base, firstName: 'Ada', username: 'countess' })).toBe('CO');
    expect(initials({ ...base, email: 'zed@example.com' })).toBe('Z');
    expect(initials({ ...base })).toBe('U');
  });
});

describe('session refresh', () => {
  it('treats a 401 as signed out, without retrying', async () => {
    let calls = 0;
    globalThis.fetch = (async () => {
      calls += 1;
      return new Response('{"message":"Not signed in"}', { status: 401 });
    }) as typeof fetch;
    await expect(useSession.getState().refresh()).resolves.toBeNull();
    expect(useSession.getState().status).toBe('unauthenticated');
    expect(calls).toBe(1);
  });

  it('stores the user when signed in', async () => {
    const user = {
      id: '1',
      email: 'a@b.c',
      username: 'abc',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      isAdmin: false,
      createdAt: '',
    };
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user });
  });
});
