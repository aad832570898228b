import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { createClient } from 'redis';
import { waitFor } from './fixtures';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';
export const hasRedisServer = spawnSync(REDIS_SERVER, ['--version']).status === 0;

/**
 * A redis-server of a test's own on a free loopback port, to stop, kill and start again while the app
 * runs (the shared Redis of the other suites must never be touched).
 */
export class PrivateRedis {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async create(): Promise<PrivateRedis> {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    return new PrivateRedis(port);
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it with `args` (beside the port and address) and waits until it answers. */
  async start(args: readonly string[]): Promise<void> {
    this.child = spawn(REDIS_SERVER, [...args, '--port', String(this.port), '--bind', '127.0.0.1'], { stdio: 'ignore' });
    await waitFor(async () => {
      const client = createClient({ url: this.url, socket: { reconnectStrategy: false } });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.close();
        return true;
      } catch {
        return false;
      }
    });
  }

  /** SIGTERM: a clean shutdown, as `docker compose restart` does; SIGKILL: gone at once, nothing saved. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill(signal);
    });
  }
}
