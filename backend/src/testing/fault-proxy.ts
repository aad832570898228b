import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

interface Pair {
  client: Socket;
  upstream: Socket;
  piped: boolean;
}

/** Unread bytes wait in each socket's buffer while unpiped. */
function unpipe(pair: Pair): void {
  if (!pair.piped) return;
  pair.piped = false;
  pair.client.unpipe(pair.upstream);
  pair.upstream.unpipe(pair.client);
  pair.client.pause();
  pair.upstream.pause();
}

function pipe(pair: Pair): void {
  if (pair.piped || pair.upstream.connecting) return;
  pair.piped = true;
  pair.client.pipe(pair.upstream);
  pair.upstream.pipe(pair.client);
}

/**
 * A TCP relay between the app and a real MariaDB or Redis, for fault tests that must not disturb
 * anyone else using the same server (CLIENT PAUSE ALL or a server restart would stop every suite
 * running in parallel):
 * - `freeze()`: bytes stop moving both ways and new connections get no greeting, as with a paused or
 *   stalled server; `thaw()` delivers what was held back, in order.
 * - `goAway()`: every connection is reset and new ones are refused, as when the server restarts;
 *   `comeBack()` listens again on the same port.
 */
export class FaultProxy {
  private server: Server | undefined;
  private readonly pairs = new Set<Pair>();
  private frozen = false;
  private readonly heldBack: Array<() => void> = [];

  private constructor(
    private readonly target: { host: string; port: number },
    private port = 0,
  ) {}

  /** Relays 127.0.0.1:<free port> to the host and port of `url` (mysql://… or redis://…). */
  static async start(url: string): Promise<FaultProxy> {
    const parsed = new URL(url);
    const proxy = new FaultProxy({ host: parsed.hostname, port: Number(parsed.port) });
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port pointing at this relay. */
  urlFor(url: string): string {
    const relayed = new URL(url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(this.port);
    return relayed.toString();
  }

  freeze(): void {
    this.frozen = true;
    for (const pair of this.pairs) unpipe(pair);
  }

  thaw(): void {
    this.frozen = false;
    for (const pair of this.pairs) pipe(pair);
    for (const connect of this.heldBack.splice(0)) connect();
  }

  async goAway(): Promise<void> {
    const closed = new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    this.pairs.clear();
    this.heldBack.splice(0);
    await closed;
  }

  /** Listens again (nothing to do if it never went away). */
  async comeBack(): Promise<void> {
    if (!this.server) await this.listen();
  }

  close(): Promise<void> {
    this.frozen = false;
    return this.goAway();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        this.port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    client.on('error', () => client.destroy());
    const connect = () => {
      if (client.destroyed) return;
      const upstream = new Socket();
      const pair: Pair = { client, upstream, piped: false };
      this.pairs.add(pair);
      upstream.on('error', () => client.destroy());
      const forget = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', forget);
      upstream.on('close', forget);
      upstream.connect(this.target.port, this.target.host, () => {
        if (!this.frozen) pipe(pair);
      });
    };
    if (this.frozen) {
      client.pause();
      this.heldBack.push(connect);
    } else {
      connect();
    }
  }
}
