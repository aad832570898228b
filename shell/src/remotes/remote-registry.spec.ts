/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ComponentType } from 'react';
import { PAGE_DATA_IDS } from '@tm/contracts/remotes';

/**
 * The Module Federation runtime, as far as the registry uses it: what was registered (and whether
 * forced), and the modules `<name>/routes` resolves to (an Error makes the load fail).
 */
class FakeFederation {
  registered: Array<{ name: string; entry: string; force: boolean }> = [];
  modules = new Map<string, unknown>();
  loads: string[] = [];
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) {
    for (const { name, entry } of remotes) this.registered.push({ name, entry, force: options?.force ?? false });
  }
  async loadRemote(id: string): Promise<unknown> {
    this.loads.push(id);
    const found = this.modules.get(id);
    if (found instanceof Error) throw found;
    return found ?? null;
  }
}

let mockFederation = new FakeFederation();
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => mockFederation,
  createInstance: () => mockFederation,
}));

/** /remotes.json on a real local server: each test sets the answer, and the requests are kept. */
let manifestAnswer: { status: number; body: unknown } = { status: 200, body: { remotes: [] } };
const requests: string[] = [];
let server: Server;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(manifestAnswer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(manifestAnswer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The registry asks for /remotes.json on the page's own origin, as a browser resolves it; here that is the server.
  globalThis.fetch = ((input: string, init?: RequestInit) => realFetch(new URL(input, origin), init)) as typeof fetch;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The page's inline copy of /remotes.json (undefined: none), read through document.getElementById. */
function pageBlock(text: string | undefined) {
  Object.assign(globalThis, {
    document: { getElementById: (id: string) => (id === PAGE_DATA_IDS.remotes && text !== undefined ? { textContent: text } : null) },
  });
}

const manifest = (entries: Record<string, string>) => ({ remotes: Object.entries(entries).map(([name, entry]) => ({ name, entry })) });
const STOREFRONT = 'https://cdn.test/storefront/mf-manifest.json';
const ADMIN = 'https://cdn.test/admin/mf-manifest.json';
const Routes: ComponentType = () => null;

/** The registry keeps what it loaded for the page's lifetime: each test starts with a fresh one. */
async function freshRegistry() {
  jest.resetModules();
  mockFederation = new FakeFederation();
  return import('./remote-registry');
}

beforeEach(() => {
  requests.length = 0;
  manifestAnswer = { status: 200, body: manifest({ storefront: STOREFRONT, admin: ADMIN }) };
  pageBlock(undefined);
});

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
  delete (globalThis as Record<string, unknown>).webpackChunktm_storefront;
});

describe('reading the remotes manifest', () => {
  it('registers every remote the page lists, without asking the server', async () => {
    const registry = await freshRegistry();
    pageBlock(JSON.stringify(manifest({ storefront: STOREFRONT, checkout: 'https://cdn.test/checkout/mf-manifest.json' })));
    const entries = await registry.loadRemoteManifest();
    expect([...entries]).toEqual([
      ['storefront', STOREFRONT],
      ['checkout', 'https://cdn.test/checkout/mf-manifest.json'],
    ]);
    expect(mockFederation.registered).toEqual([
      { name: 'storefront', entry: STOREFRONT, force: false },
      { name: 'checkout', entry: 'https://cdn.test/checkout/mf-manifest.json', force: false },
    ]);
    expect(requests).toEqual([]);
  });

  it('asks the server for /remotes.json when the page has no list, or a broken one, and asks once for all callers', async () => {
    for (const block of [undefined, '{"remotes": [']) {
      const registry = await freshRegistry();
      requests.length = 0;
      pageBlock(block);
      const [first, second] = await Promise.all([registry.loadRemoteManifest(), registry.loadRemoteManifest()]);
      expect(first).toBe(second);
      expect([...first.keys()]).toEqual(['storefront', 'admin']);
      expect(requests).toEqual(['GET /remotes.json']);
    }
  });

  it('forgets a failed read, so the next call asks again', async () => {
    const registry = await freshRegistry();
    manifestAnswer = { status: 503, body: { message: 'down' } };
    await expect(registry.loadRemoteManifest()).rejects.toThrow('503: could not read /remotes.json');
    manifestAnswer = { status: 200, body: manifest({ admin: ADMIN }) };
    await expect(registry.loadRemoteManifest()).resolves.toEqual(new Map([['admin', ADMIN]]));
    expect(requests).toEqual(['GET /remotes.json', 'GET /remotes.json']);
  });

  it('refuses a list naming a remote the shell does not know, and registers nothing', async () => {
    const registry = await freshRegistry();
    manifestAnswer = { status: 200, body: manifest({ storefront: STOREFRONT, billing: 'https://cdn.test/billing.json' }) };
    await expect(registry.loadRemoteManifest()).rejects.toThrow(/Invalid remotes manifest: remotes\[1\]\.name/);
    expect(mockFederation.registered).toEqual([]);
  });
});

describe('loading a remote', () => {
  it("renders its routes module's default export and remembers it, with the build it declares", async () => {
    const registry = await freshRegistry();
    mockFederation.modules.set('storefront/routes', { default: Routes, buildId: 'b-42' });
    expect(registry.loadedRemoteRoutes('storefront')).toBeUndefined();
    await expect(registry.loadRemoteRoutes('storefront')).resolves.toBe(Routes);
    expect(registry.loadedRemoteRoutes('storefront')).toBe(Routes);
    expect(registry.loadedRemoteBuild('storefront')).toBe('b-42');
  });

  it('takes a named RemoteRoutes export too, and refuses a module with neither', async () => {
    const registry = await freshRegistry();
    mockFederation.modules.set('admin/routes', { RemoteRoutes: Routes });
    await expect(registry.loadRemoteRoutes('admin')).resolves.toBe(Routes);
    expect(registry.loadedRemoteBuild('admin')).toBeUndefined();
    mockFederation.modules.set('storefront/routes', { buildId: 'b-42' });
    await expect(registry.loadRemoteRoutes('storefront')).rejects.toThrow('The "storefront" remote did not expose a routes component');
    expect(registry.loadedRemoteRoutes('storefront')).toBeUndefined();
  });

  it('fails for a remote the list leaves out, without trying to load it', async () => {
    const registry = await freshRegistry();
    await expect(registry.loadRemoteRoutes('checkout')).rejects.toThrow('The "checkout" remote is not listed in /remotes.json');
    expect(mockFederation.loads).toEqual([]);
  });

  it('retries afresh: the list asked again (not the copy in the page), the remote re-registered by force, its stale chunks dropped', async () => {
    const registry = await freshRegistry();
    pageBlock(JSON.stringify(manifest({ storefront: STOREFRONT })));
    mockFederation.modules.set('storefront/routes', new Error('ScriptExternalLoadError'));
    await expect(registry.loadRemoteRoutes('storefront')).rejects.toThrow('ScriptExternalLoadError');
    expect(requests).toEqual([]);

    // Meanwhile the remote was redeployed elsewhere, and its failed attempt left chunks behind.
    const moved = 'https://cdn2.test/storefront/mf-manifest.json';
    manifestAnswer = { status: 200, body: manifest({ storefront: moved }) };
    (globalThis as Record<string, unknown>).webpackChunktm_storefront = [['stale']];
    mockFederation.modules.set('storefront/routes', { default: Routes });
    await expect(registry.loadRemoteRoutes('storefront', { force: true })).resolves.toBe(Routes);

    expect(requests).toEqual(['GET /remotes.json']);
    expect(mockFederation.registered.at(-1)).toEqual({ name: 'storefront', entry: moved, force: true });
    expect((globalThis as Record<string, unknown>).webpackChunktm_storefront).toBeUndefined();
    expect(registry.loadedRemoteRoutes('storefront')).toBe(Routes);
  });

  it('registers a remote again only when its entry changed, unless forced', async () => {
    const registry = await freshRegistry();
    await registry.loadRemoteManifest();
    await registry.loadRemoteManifest(true);
    expect(mockFederation.registered.map(({ name }) => name)).toEqual(['storefront', 'admin']);
    manifestAnswer = { status: 200, body: manifest({ storefront: STOREFRONT, admin: 'https://cdn2.test/admin/mf-manifest.json' }) };
    await registry.loadRemoteManifest(true);
    expect(mockFederation.registered.slice(2)).toEqual([{ name: 'admin', entry: 'https://cdn2.test/admin/mf-manifest.json', force: true }]);
  });
});
