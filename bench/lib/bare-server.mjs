// The ceiling a route is compared with: node:http answering the same bytes from memory in a process
// of its own (as the app has its own), with nothing else in the way: no framework, no cache logic, no
// database. Run by startBareServer(); as a script it takes the file of bodies it serves.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Serves `bodies` (path → body and content type) on a free loopback port from a child process; 404
 * for anything else.
 * @param {Map<string, { body: Buffer, type: string }>} bodies
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startBareServer(bodies) {
  const dir = mkdtempSync(join(tmpdir(), 'tm-bare-'));
  const file = join(dir, 'bodies.json');
  writeFileSync(file, JSON.stringify([...bodies].map(([path, { body, type }]) => [path, type, body.toString('base64')])));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const found = /listening (\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bodies = new Map(
    JSON.parse(readFileSync(process.argv[2], 'utf8')).map(([path, type, base64]) => [path, { type, body: Buffer.from(base64, 'base64') }]),
  );
  const server = http.createServer((req, res) => {
    const found = bodies.get(req.url ?? '');
    if (!found) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('content-type', found.type);
    res.setHeader('content-length', found.body.length);
    res.end(found.body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
  process.on('SIGTERM', () => process.exit(0));
}
