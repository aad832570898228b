import express from 'express';
import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitFor } from '../../testing/wait-for';
import { answeredAtDeadline, createRequestDeadline } from './request-deadline.middleware';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './unavailable';

/** Long enough that a busy machine's delays cannot blur which of two deadlines answered. */
const DEADLINE_MS = 500;
const HANDLER_MS = DEADLINE_MS * 4;

describe('request deadline', () => {
  let server: Server;
  let base: string;
  const late: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(createRequestDeadline({ defaultMs: DEADLINE_MS, byPath: { '/quick': 50 } }));
    app.get(['/stuck', '/quick'], async (_req, res) => {
      await sleep(HANDLER_MS);
      if (res.headersSent) return;
      res.json({ too: 'late' });
    });
    app.get('/observed', async (_req, res) => {
      await sleep(HANDLER_MS);
      late.push(`answered at deadline: ${answeredAtDeadline(res)}`);
      try {
        res.json({ too: 'late' });
      } catch (error) {
        late.push((error as NodeJS.ErrnoException).code ?? 'error');
      }
    });
    app.get('/fast', (_req, res) => {
      res.json({ ok: true });
    });
    app.get('/download', (_req, res) => {
      // Headers at once, then a body trickling in over 3 deadlines.
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        res.write(Buffer.alloc(1024, sent));
        if (sent === 6) {
          clearInterval(timer);
          res.end();
        }
      }, DEADLINE_MS / 2);
    });
    app.post('/upload', (req, res) => {
      let bytes = 0;
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.json({ bytes }));
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  async function get(path: string): Promise<{ res: IncomingMessage; body: Buffer; ms: number }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      httpRequest(`${base}${path}`, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks), ms: Date.now() - started }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('answers a request that has no answer by its deadline with 503, Retry-After and { message }', async () => {
    const { res, body, ms } = await get('/stuck');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(body.toString())).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 5);
    expect(ms).toBeLessThan(HANDLER_MS);
  });

  it('lets the handler finish behind the answer without a second one', async () => {
    const { res } = await get('/observed');
    expect(res.statusCode).toBe(503);
    await waitFor(() => late.length > 0, { what: 'the handler to finish behind the answer' }); // both its lines come in one go
    expect(late).toEqual(['answered at deadline: true', 'ERR_HTTP_HEADERS_SENT']);
  });

  it('uses a path’s own deadline', async () => {
    const { res, ms } = await get('/quick');
    expect(res.statusCode).toBe(503);
    expect(ms).toBeLessThan(DEADLINE_MS);
  });

  it('leaves answers in time alone', async () => {
    const { res, body } = await get('/fast');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(body.toString())).toEqual({ ok: true });
  });

  it('never cuts a response that started streaming before its deadline', async () => {
    const { res, body, ms } = await get('/download');
    expect(res.statusCode).toBe(200);
    expect(body.length).toBe(6 * 1024);
    expect(ms).toBeGreaterThan(DEADLINE_MS * 2);
  });

  it('starts the clock once an upload has arrived, not while the client is still sending it', async () => {
    const started = Date.now();
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${base}/upload`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      let parts = 0;
      const timer = setInterval(() => {
        parts += 1;
        req.write(Buffer.alloc(1000));
        if (parts === 5) {
          clearInterval(timer);
          req.end();
        }
      }, DEADLINE_MS / 2);
    });
    expect(Date.now() - started).toBeGreaterThan(DEADLINE_MS * 2);
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ bytes: 5000 });
  });
});
