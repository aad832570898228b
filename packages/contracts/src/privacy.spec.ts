import { SESSION_ABSOLUTE_TTL_MS, SESSION_TTL_MS } from './limits';
import { BROWSER_STORAGE, DEVICE_COOKIE, PAGE_STORAGE, SERVER_COOKIES, SESSION_COOKIE } from './privacy';
import { API, STORAGE_KEYS } from './routes';

// Decision 083: one registry of what the shop keeps in a browser, which the privacy page shows.
describe('the browser storage registry', () => {
  it('has an entry for every storage key the pages use, under that key’s name', () => {
    for (const [key, name] of Object.entries(STORAGE_KEYS)) {
      expect(PAGE_STORAGE[key as keyof typeof STORAGE_KEYS].name).toBe(name);
    }
    expect(Object.keys(PAGE_STORAGE).sort()).toEqual(Object.keys(STORAGE_KEYS).sort());
  });

  it('names each thing once', () => {
    const names = BROWSER_STORAGE.map((entry) => `${entry.kind}:${entry.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('holds only what is needed for something the visitor asked for: the shop asks no consent', () => {
    expect(BROWSER_STORAGE.filter((entry) => !entry.essential)).toEqual([]);
  });

  it('says the lifetimes the server sets', () => {
    expect(SERVER_COOKIES).toEqual([SESSION_COOKIE, DEVICE_COOKIE]);
    expect(SESSION_COOKIE).toMatchObject({ name: 'tm.sid', maxAgeMs: SESSION_TTL_MS, path: '/' });
    expect(SESSION_COOKIE.lifetime).toBe(
      `Ends ${SESSION_TTL_MS / 86_400_000} days after your last visit and at most ${SESSION_ABSOLUTE_TTL_MS / 86_400_000} days after you signed in; signing out ends it at once.`,
    );
    expect(DEVICE_COOKIE).toMatchObject({ name: 'tm.device', maxAgeMs: 180 * 86_400_000, path: API.login });
    expect(DEVICE_COOKIE.lifetime).toBe('180 days after your last sign-in in this browser.');
  });
});
