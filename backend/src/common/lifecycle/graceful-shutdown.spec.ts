import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@tm/contracts/routes';
import { BackendProcess, processEnv, requireBuiltBackend } from '../../testing/backend-process';
import { freePort } from '../../testing/smtp-peer';
import { waitFor } from '../../testing/wait-for';
import { closeServer } from './graceful-shutdown';

/** The part of better-sqlite3 used here (the package ships no types). */
interface SqliteReader {
  prepare(sql: string): { get(): unknown };
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sqlite = require('better-sqlite3') as new (path: string, options: { readonly: boolean }) => SqliteReader;

/** GET `path` on 127.0.0.1:`port`: the status, or the error's code when the connection failed. */
function get(port: number, path = '/'): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

async function listening(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

/** Decision 044: a node told to stop finishes what it has, takes nothing new, and exits. */
describe('closing the listener', () => {
  it('lets the requests in flight finish, then takes no new connection', async () => {
    let arrived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const { server, port } = await listening((_req, res) => {
      arrived();
      setTimeout(() => res.end('done'), 300);
    });
    const inFlight = get(port);
    await received;
    const closed = closeServer(server, 5_000);
    expect(await inFlight).toBe(200);
    await closed;
    expect(await get(port)).toBe('ECONNREFUSED');
  });

  it('cuts a request that outlives the deadline', async () => {
    let arrived: () => void = () => undefined;
    const received = new Promise<void>((resolve) => (arrived = resolve));
    const { server, port } = await listening(() => arrived()); // never answers
    const inFlight = get(port);
    await received;
    const started = Date.now();
    await closeServer(server, 200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await inFlight).toBe('ECONNRESET');
  });
});

describe('the built backend on SIGTERM', () => {
  let dataDir: string;
  beforeAll(() => requireBuiltBackend());
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('answers the sign-up in flight, refuses new connections, releases everything and exits 0', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tm-shutdown-'));
    const port = await freePort();
    const backend = await BackendProcess.start(
      processEnv({ port, dataDir, webRoot: dataDir, sessionSecret: randomBytes(32).toString('hex'), seedDemo: false, catalogSeedCount: 0 }),
    );
    const username = `drain_${randomBytes(3).toString('hex')}`;
    // A sign-up hashes its password with production's argon2 costs: long enough to be in flight.
    const signUp = fetch(`${backend.url}${API.signup}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Drain-Orbit-47' }),
    });
    // In flight once it holds its place under the sign-up limit: that row is written before the password
    // is hashed. Read from the database file, as another process would.
    const signUpsHeld = () => {
      const sqlite = new Sqlite(join(dataDir, 'marketplace.sqlite'), { readonly: true });
      try {
        return (sqlite.prepare("SELECT COUNT(*) AS n FROM rate_limit_hits WHERE bucket = 'signup'").get() as { n: number }).n;
      } finally {
        sqlite.close();
      }
    };
    await waitFor(() => signUpsHeld() > 0, { what: 'the sign-up to reach the backend' });
    const stopped = backend.kill('SIGTERM');
    expect((await signUp).status).toBe(201);
    await stopped;
    expect(backend.exitCode).toBe(0);
    expect(backend.log).toContain('SIGTERM: draining');
    expect(backend.log).toContain('Stopped: every request answered, leases released, connections closed');
    expect(await get(port, API.healthLive)).toBe('ECONNREFUSED');
  }, 60_000);
});
