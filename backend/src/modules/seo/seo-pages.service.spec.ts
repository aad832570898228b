import { TRAILING_SLASHES } from './seo-pages.service';

/** What the pattern must remove: every slash at the end of the path, and nothing else. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** Every string of '/', 'a' and '.' up to `length` characters. */
function* strings(length: number): Generator<string> {
  yield '';
  if (length === 0) return;
  for (const shorter of strings(length - 1)) for (const c of ['/', 'a', '.']) if (shorter.length === length - 1) yield shorter + c;
}

describe('the trailing slashes of a page path (decision 064)', () => {
  it.each([
    ['/browse/', '/browse'],
    ['/browse///', '/browse'],
    ['/template/nova-agency/', '/template/nova-agency'],
    ['/browse', '/browse'],
    ['/', ''],
    ['///', ''],
    ['', ''],
    ['/a//b/', '/a//b'],
  ])('turns %j into %j', (path, expected) => {
    expect(path.replace(TRAILING_SLASHES, '')).toBe(expected);
  });

  it('removes exactly the trailing slashes of every short path', () => {
    for (let length = 0; length <= 7; length += 1) {
      for (const path of strings(length)) expect([path, path.replace(TRAILING_SLASHES, '')]).toEqual([path, withoutTrailingSlashes(path)]);
    }
  });

  it('reads paths of a URL’s size made of slash runs', () => {
    const slashes = '/'.repeat(16_000);
    expect(TRAILING_SLASHES.test(`${slashes}x`)).toBe(false);
    expect(`${slashes}x`.replace(TRAILING_SLASHES, '')).toBe(`${slashes}x`);
    expect(`/browse${slashes}`.replace(TRAILING_SLASHES, '')).toBe('/browse');
    expect(`${'/a'.repeat(8_000)}${slashes}`.replace(TRAILING_SLASHES, '')).toBe('/a'.repeat(8_000));
  });
});
