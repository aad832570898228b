import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBundle } from './commonjs-bundle';
import { folder, locationOf, SERVER_MANIFEST, ServerBuildSlot } from './server-builds';

const PROVIDED = new Map<string, unknown>([['react', { name: 'the host React' }]]);

describe('runBundle', () => {
  it('gives a server build the modules the host provides and its exports back', () => {
    const exports = runBundle('exports.reactName = require("react").name; exports.answer = 42;', 'server.js', PROVIDED);
    expect(exports).toEqual({ reactName: 'the host React', answer: 42 });
  });

  it('refuses any other module: a server build cannot reach into the backend', () => {
    expect(() => runBundle('require("node:fs")', 'server.js', PROVIDED)).toThrow(
      'server.js requires "node:fs", which the server does not provide to server builds',
    );
  });
});

describe('where a server build is read from', () => {
  it('is mfe-<name>/dist/server of the web root for the default manifest URL, beside the manifest for one elsewhere, and nowhere for another path here', () => {
    expect(locationOf('/srv/web', 'shell')!.describe(SERVER_MANIFEST)).toBe('/srv/web/shell/dist/server/server-manifest.json');
    expect(locationOf('/srv/web', 'storefront')!.describe(SERVER_MANIFEST)).toBe(
      '/srv/web/mfe-storefront/dist/server/server-manifest.json',
    );
    expect(locationOf('/srv/web', 'storefront', 'https://cdn.example.com/sf/mf-manifest.json')!.describe(SERVER_MANIFEST)).toBe(
      'https://cdn.example.com/sf/server/server-manifest.json',
    );
    expect(locationOf('/srv/web', 'storefront', '/elsewhere/mf-manifest.json')).toBeUndefined();
  });
});

describe('a server build slot', () => {
  let dir: string;
  const deploy = (buildId: string, body: string, entry = `server.${buildId}.js`) => {
    writeFileSync(join(dir, entry), body);
    writeFileSync(join(dir, SERVER_MANIFEST), JSON.stringify({ name: 'storefront', buildId, entry }));
  };
  const slot = (onNewBuild = () => undefined, timing = { recheckMs: 0, retryMs: 60_000 }) =>
    new ServerBuildSlot('storefront', folder(dir), () => PROVIDED, onNewBuild, timing);

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tm-server-build-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the build its manifest names, then a newer one once it is deployed, and says a build was replaced', async () => {
    const replaced = jest.fn();
    const builds = slot(replaced);
    deploy('aaaa1111', 'exports.version = 1;');
    expect((await builds.get())!.exports.version).toBe(1);
    deploy('bbbb2222', 'exports.version = 2;');
    expect((await builds.get())!.exports.version).toBe(1); // answers at once; the check runs meanwhile
    await builds.checked();
    expect((await builds.get())!.exports.version).toBe(2);
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for a build that throws, and does not try again before the retry interval', async () => {
    const builds = slot();
    deploy('cccc3333', 'throw new Error("broken build");');
    await expect(builds.get()).resolves.toBeUndefined();
    deploy('dddd4444', 'exports.version = 4;');
    await expect(builds.get()).resolves.toBeUndefined();
  });

  it('keeps the build in use when a newer manifest names a file that is not there', async () => {
    const builds = slot(undefined, { recheckMs: 0, retryMs: 0 });
    deploy('eeee5555', 'exports.version = 5;');
    expect((await builds.get())!.buildId).toBe('eeee5555');
    writeFileSync(join(dir, SERVER_MANIFEST), JSON.stringify({ name: 'storefront', buildId: 'ffff6666', entry: 'server.ffff6666.js' }));
    await builds.get();
    await builds.checked();
    expect((await builds.get())!.buildId).toBe('eeee5555');
  });

  it("refuses another remote's manifest and an entry outside its folder", async () => {
    writeFileSync(join(dir, SERVER_MANIFEST), JSON.stringify({ name: 'admin', buildId: 'x', entry: 'server.x.js' }));
    await expect(slot().get()).resolves.toBeUndefined();
    writeFileSync(join(dir, SERVER_MANIFEST), JSON.stringify({ name: 'storefront', buildId: 'x', entry: '../../secret.js' }));
    await expect(slot().get()).resolves.toBeUndefined();
  });
});
