import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from '@tm/contracts/routes';

interface Upstream {
  url: URL;
  up: boolean;
}

/** Requests bodies are kept to retry them on another node; uploads in these tests stay small. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const PROBE_EVERY_MS = 250;

/**
 * A small load balancer for tests of several app nodes, as HAProxy runs in docker-compose.yml
 * (decision 047): requests alternate between the nodes that answer ready. A node that refuses a
 * connection is taken out at once and the request goes to the next one (nothing reached the refused
 * node); one that dies with a request in flight answers that request 502, as a real balancer does, and
 * the client decides whether to repeat it. Readiness probes bring a node back.
 */
export class RoundRobinProxy {
  private next = 0;
  private probes: NodeJS.Timeout | undefined;

  private constructor(
    private readonly server: Server,
    private readonly upstreams: Upstream[],
  ) {}

  static async start(upstreamUrls: string[]): Promise<RoundRobinProxy> {
    const upstreams = upstreamUrls.map((url) => ({ url: new URL(url), up: true }));
    const server = createServer((req, res) => void proxy.handle(req, res));
    const proxy = new RoundRobinProxy(server, upstreams);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    proxy.probes = setInterval(() => void proxy.probe(), PROBE_EVERY_MS);
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** How many requests each node was sent, by its URL. */
  readonly sent = new Map<string, number>();

  async close(): Promise<void> {
    clearInterval(this.probes);
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req).catch(() => null);
    if (!body) return void res.writeHead(413).end();
    for (let tries = 0; tries < this.upstreams.length; tries += 1) {
      const upstream = this.pick();
      if (!upstream) break;
      const outcome = await this.forward(upstream, req, body, res);
      if (outcome !== 'refused') return;
      upstream.up = false;
    }
    if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"No node is ready"}');
  }

  private pick(): Upstream | undefined {
    for (let i = 0; i < this.upstreams.length; i += 1) {
      const candidate = this.upstreams[this.next++ % this.upstreams.length]!;
      if (candidate.up) return candidate;
    }
    return undefined;
  }

  private forward(upstream: Upstream, req: IncomingMessage, body: Buffer, res: ServerResponse): Promise<'done' | 'refused'> {
    this.sent.set(upstream.url.origin, (this.sent.get(upstream.url.origin) ?? 0) + 1);
    return new Promise((resolve) => {
      const out = httpRequest(
        {
          host: upstream.url.hostname,
          port: upstream.url.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
          timeout: 30_000,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          answer.on('end', () => resolve('done'));
          answer.on('aborted', () => {
            res.destroy();
            resolve('done');
          });
        },
      );
      out.on('timeout', () => out.destroy(new Error('upstream timeout')));
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') return resolve('refused');
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"message":"Bad gateway"}');
        else res.destroy();
        resolve('done');
      });
      out.end(body);
    });
  }

  private async probe(): Promise<void> {
    await Promise.all(
      this.upstreams.map(async (upstream) => {
        upstream.up = await fetch(new URL(API.healthReady, upstream.url), { signal: AbortSignal.timeout(PROBE_EVERY_MS * 2) }).then(
          (r) => r.ok,
          () => false,
        );
      }),
    );
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
