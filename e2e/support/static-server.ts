import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  /** While false, every request answers 503, as a remote host that is down for deployment would. */
  setAvailable(available: boolean): void;
  close(): Promise<void>;
}

/** Serves a remote's build from another origin, as a separately deployed remote would be. */
export async function serveDirectory(root: string): Promise<StaticServer> {
  let available = true;
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!available) {
      res.writeHead(503).end('unavailable');
      return;
    }
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('static server has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    setAvailable: (value) => (available = value),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
