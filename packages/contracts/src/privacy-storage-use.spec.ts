import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_STORAGE } from './privacy';
import type { STORAGE_KEYS } from './routes';

// Decision 083: the privacy page lists what the pages keep in the browser from PAGE_STORAGE. This reads
// the front ends' code to hold it to that list: storage is reached only through @tm/platform's storage.ts,
// with a key of STORAGE_KEYS, in the area (local or session) the list gives it; no page writes a cookie.
const ROOT = join(__dirname, '..', '..', '..');
const FRONT_ENDS = ['packages/platform/src', 'shell/src', 'mfe-storefront/src', 'mfe-checkout/src', 'mfe-account/src', 'mfe-admin/src'];
const STORAGE_MODULE = 'packages/platform/src/storage.ts';

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments, which may well name sessionStorage. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const sources = FRONT_ENDS.flatMap((folder) => sourcesUnder(join(ROOT, folder))).map((path) => ({
  file: relative(ROOT, path),
  code: withoutComments(readFileSync(path, 'utf8')),
}));

type StorageKey = keyof typeof STORAGE_KEYS;
const AREA = { local: 'local storage', session: 'session storage' } as const;

/** Each read, write or removal through storage.ts: its area and key (a local alias of a key resolved). */
function storageCalls(code: string): Array<{ area: keyof typeof AREA; key: string }> {
  const aliases = new Map([...code.matchAll(/const\s+(\w+)\s*=\s*STORAGE_KEYS\.(\w+)/g)].map((m) => [m[1]!, m[2]!]));
  return [...code.matchAll(/\b(?:read|write|remove)Storage\(\s*'(local|session)'\s*,\s*([\w.]+)/g)].map((m) => ({
    area: m[1] as keyof typeof AREA,
    key: m[2]!.startsWith('STORAGE_KEYS.') ? m[2]!.slice('STORAGE_KEYS.'.length) : (aliases.get(m[2]!) ?? `(not a storage key: ${m[2]})`),
  }));
}

describe('what the front ends keep in the browser', () => {
  it('reads the front ends’ code', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((source) => source.file === STORAGE_MODULE)).toBe(true);
  });

  it('touches localStorage, sessionStorage and cookies only through @tm/platform’s storage module', () => {
    const elsewhere = sources
      .filter((source) => source.file !== STORAGE_MODULE && /\b(?:localStorage|sessionStorage)\b|document\s*\.\s*cookie/.test(source.code))
      .map((source) => source.file);
    expect(elsewhere).toEqual([]);
    expect(sources.find((source) => source.file === STORAGE_MODULE)!.code).not.toMatch(/document\s*\.\s*cookie/);
  });

  it('keeps each key in the area the privacy page says, and every key the page lists is used', () => {
    const calls = sources.flatMap((source) => storageCalls(source.code).map((call) => ({ ...call, file: source.file })));
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      const entry = PAGE_STORAGE[call.key as StorageKey] as (typeof PAGE_STORAGE)[StorageKey] | undefined;
      expect({ file: call.file, key: call.key, kind: entry?.kind }).toEqual({ file: call.file, key: call.key, kind: AREA[call.area] });
    }
    expect([...new Set(calls.map((call) => call.key))].sort()).toEqual(Object.keys(PAGE_STORAGE).sort());
  });
});
