import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API } from '@tm/contracts/routes';
import { scrubUrl } from '../../common/logging/json-logging';
import { REPO_ROOT } from '../../config/app-config';
import { BackendProcess, inheritedEnv, processEnv, requireBuiltBackend } from '../../testing/backend-process';
import { deleteKeys } from '../../testing/create-test-app';
import { freePort } from '../../testing/smtp-peer';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeOnTarget, type TestTarget } from '../../testing/test-targets';
import { waitFor } from '../../testing/wait-for';
import { redactUrlAttribute } from './span-processors';
import { DEFAULT_SERVICE_NAME, tracingSettings } from './tracing-settings';

const BUILT_START_TRACING = join(REPO_ROOT, 'backend/dist/infrastructure/telemetry/start-tracing.js');
const BUILT_START_WORKER_TRACING = join(REPO_ROOT, 'backend/dist/infrastructure/telemetry/start-worker-tracing.js');
const SERVICE = 'tm-traces-test';
const SERVER_KIND = 2;
const CLIENT_KIND = 3;

interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  parentSpanId?: string;
  attributes: Record<string, string | number | boolean | undefined>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: { spans: { name: string; kind: number; traceId: string; parentSpanId?: string; attributes: OtlpAttribute[] }[] }[];
  }[];
}

const flat = (attributes: OtlpAttribute[]) =>
  Object.fromEntries(
    attributes.map((a) => [a.key, a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? a.value.doubleValue] as const),
  );

/** An OTLP/HTTP collector on 127.0.0.1: it keeps each export (read in full before it answers). */
class TraceReceiver {
  readonly bodies: string[] = [];
  readonly contentTypes: string[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TraceReceiver> {
    const server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          receiver.bodies.push(body);
          receiver.contentTypes.push(req.headers['content-type'] ?? '');
        }
        res.writeHead(req.url === '/v1/traces' ? 200 : 404, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const receiver = new TraceReceiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}`);
    return receiver;
  }

  get spans(): ReceivedSpan[] {
    return this.bodies.flatMap((body) =>
      (JSON.parse(body) as OtlpTraces).resourceSpans.flatMap((rs) => {
        const service = String(flat(rs.resource.attributes)['service.name']);
        return rs.scopeSpans.flatMap((ss) =>
          ss.spans.map((s) => ({
            service,
            name: s.name,
            kind: s.kind,
            traceId: s.traceId,
            parentSpanId: s.parentSpanId || undefined,
            attributes: flat(s.attributes),
          })),
        );
      }),
    );
  }

  /** The first span `matches`, waiting for it up to 20 s. */
  async span(matches: (span: ReceivedSpan) => boolean, what: string): Promise<ReceivedSpan> {
    try {
      return await waitFor(() => this.spans.find(matches), { timeoutMs: 20_000, intervalMs: 100, what: `a span ${what}` });
    } catch (error) {
      throw new Error(`${(error as Error).message}; received:\n${this.spans.map((s) => `${s.service} ${s.name}`).join('\n')}`, {
        cause: error,
      });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** This process's environment without any OpenTelemetry setting of its own. */
function envWithoutOtel(): Record<string, string> {
  return Object.fromEntries(Object.entries(inheritedEnv()).filter(([key]) => !key.startsWith('OTEL_')));
}

/** Runs `script` with node in the repository; resolves with what it printed once it exited. */
function runNode(
  script: string,
  env: Record<string, string>,
): Promise<{ stdout: string; stderr: string; code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code, signal) => resolve({ stdout, stderr, code, signal }));
  });
}

/** Decision 049: traces are opt-in through OTEL_EXPORTER_OTLP_ENDPOINT. */
describe('tracing settings', () => {
  it('is off unless OTEL_EXPORTER_OTLP_ENDPOINT is an http(s) URL (an invalid one is the config check’s to refuse)', () => {
    expect(tracingSettings({}, 'web')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: '' }, 'web')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' }, 'web')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'grpc://otel-collector:4317' }, 'web')).toBeUndefined();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel-collector:4318' }, 'web')).toEqual({
      serviceName: DEFAULT_SERVICE_NAME,
    });
  });

  it('names the web process OTEL_SERVICE_NAME (template-marketplace by default), and the worker the same with -worker', () => {
    const on = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' };
    expect(tracingSettings(on, 'web')).toEqual({ serviceName: 'template-marketplace' });
    expect(tracingSettings(on, 'worker')).toEqual({ serviceName: 'template-marketplace-worker' });
    expect(tracingSettings({ ...on, OTEL_SERVICE_NAME: 'shop' }, 'worker')).toEqual({ serviceName: 'shop-worker' });
    expect(tracingSettings({ ...on, OTEL_SERVICE_NAME: ' ' }, 'web')).toEqual({ serviceName: 'template-marketplace' });
  });

  it('blanks in span URLs the secret query values decision 046 blanks in logged URLs', () => {
    const url = '/api/downloads/7?token=t0k&page=2&session=s3s&key=k3y&code=c0d&password=pw&access_token=at0&limit=1';
    expect(redactUrlAttribute('url.full', url)).toBe(scrubUrl(url));
    expect(redactUrlAttribute('http.target', url)).not.toMatch(/t0k|s3s|k3y|c0d|pw|at0/);
    // url.query holds the query without its "?".
    expect(redactUrlAttribute('url.query', 'token=t0k&limit=1')).toBe('token=[redacted]&limit=1');
  });
});

describe('the built entry points', () => {
  const loaded = `for (const m of ['node:http', 'express', 'mysql2', 'redis', 'ioredis']) require(m);
    const names = Object.keys(require.cache).filter((k) => k.includes('@opentelemetry')).map((k) => k.split('@opentelemetry/')[1].split('/')[0]);
    console.log(JSON.stringify([...new Set(names)]));`;

  beforeAll(() => requireBuiltBackend(BUILT_START_TRACING, BUILT_START_WORKER_TRACING));

  it('load no OpenTelemetry module when OTEL_EXPORTER_OTLP_ENDPOINT is unset, even with express, http, mysql2 and Redis loaded after them', async () => {
    for (const entry of [BUILT_START_TRACING, BUILT_START_WORKER_TRACING]) {
      const run = await runNode(`require(${JSON.stringify(entry)}); ${loaded}`, envWithoutOtel());
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual([]);
    }
  });

  it('instrument http, express, mysql2 and both Redis clients when it is set', async () => {
    const run = await runNode(`require(${JSON.stringify(BUILT_START_TRACING)}); ${loaded}`, {
      ...envWithoutOtel(),
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(
      expect.arrayContaining([
        'sdk-trace-node',
        'exporter-trace-otlp-http',
        'instrumentation-http',
        'instrumentation-express',
        'instrumentation-mysql2',
        'instrumentation-redis',
        'instrumentation-ioredis',
      ]),
    );
  });

  it('name the worker’s spans <OTEL_SERVICE_NAME>-worker, trace its outgoing calls, and send what waits on SIGTERM', async () => {
    const receiver = await TraceReceiver.start();
    try {
      // No app handles SIGTERM here: tracing sends the span waiting, then the signal ends the process.
      // The interval keeps it alive until then, as the worker's own does.
      const script = `require(${JSON.stringify(BUILT_START_WORKER_TRACING)});
        setInterval(() => undefined, 1 << 30);
        require('node:http').get(${JSON.stringify(`${receiver.url}/outgoing-call`)}, (res) => { res.resume(); res.on('end', () => process.kill(process.pid, 'SIGTERM')); });`;
      const run = await runNode(script, {
        ...envWithoutOtel(),
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_SERVICE_NAME: SERVICE,
        OTEL_BSP_SCHEDULE_DELAY: '600000',
      });
      expect(run).toMatchObject({ stderr: '', signal: 'SIGTERM' });
      const call = await receiver.span((s) => s.attributes['url.full'] === `${receiver.url}/outgoing-call`, 'for the outgoing call');
      expect(call).toMatchObject({ service: `${SERVICE}-worker`, kind: CLIENT_KIND, parentSpanId: undefined });
    } finally {
      await receiver.close();
    }
  });
});

describe('the built web process with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let receiver: TraceReceiver;
  let dataDir: string;
  let backend: BackendProcess | undefined;

  beforeAll(() => requireBuiltBackend());
  beforeEach(async () => {
    receiver = await TraceReceiver.start();
    dataDir = mkdtempSync(join(tmpdir(), 'tm-traces-'));
  });
  afterEach(async () => {
    await backend?.kill('SIGKILL');
    backend = undefined;
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const env = processEnv({
      port,
      dataDir,
      webRoot: dataDir,
      sessionSecret: randomBytes(32).toString('hex'),
      seedDemo: false,
      catalogSeedCount: 0,
    });
    backend = await BackendProcess.start({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: SERVICE, ...extra });
    return backend;
  };

  it('sends the request’s span as JSON, named by its route, with the request id and without secret query values; probes untraced', async () => {
    const web = await start();
    expect((await fetch(`${web.url}${API.healthLive}`)).status).toBe(200);
    const requestId = `trace-test-${randomBytes(4).toString('hex')}`;
    const secret = `s3cret${randomBytes(6).toString('hex')}`;
    const answer = await fetch(`${web.url}/api/templates?limit=1&token=${secret}`, { headers: { 'X-Request-Id': requestId } });
    expect(answer.status).toBe(200);

    const span = await receiver.span(
      (s) => s.kind === SERVER_KIND && s.attributes['http.route'] === '/api/templates',
      'with http.route /api/templates',
    );
    expect(span).toMatchObject({ service: SERVICE, name: 'GET /api/templates', parentSpanId: undefined });
    expect(span.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'request.id': requestId,
      'url.query': 'limit=1&token=[redacted]',
    });
    // The route's handler is the request's child, in the same trace.
    expect(receiver.spans).toContainEqual(
      expect.objectContaining({
        traceId: span.traceId,
        attributes: expect.objectContaining({
          'express.type': 'request_handler',
          'http.route': '/api/templates',
          'request.id': requestId,
        }) as unknown,
      }),
    );
    expect(receiver.contentTypes.every((type) => type.startsWith('application/json'))).toBe(true);
    expect(receiver.bodies.join('\n')).not.toContain(secret);
    // Exports go one after the other: the probes, answered before, would be in this one or an earlier one.
    expect(receiver.spans.filter((s) => String(s.attributes['url.path'] ?? '').startsWith('/api/health'))).toEqual([]);
  }, 60_000);

  it('sends the spans still waiting when SIGTERM stops it, and the app still drains and exits 0', async () => {
    // A drain shorter than the batch delay (1 s): without the flush on SIGTERM the last span would be lost.
    const web = await start({ SHUTDOWN_DRAIN_MS: '300' });
    // Each its own query: a repeated one could be answered from the response cache, before the app.
    const get = (requestId: string, limit: number) =>
      fetch(`${web.url}/api/templates?limit=${limit}`, { headers: { 'X-Request-Id': requestId } });
    const served = (requestId: string) => (s: ReceivedSpan) => s.kind === SERVER_KIND && s.attributes['request.id'] === requestId;
    // A first request's span, sent on schedule, has the exporter connected, as in any process that served.
    const first = `trace-first-${randomBytes(4).toString('hex')}`;
    expect((await get(first, 1)).status).toBe(200);
    await receiver.span(served(first), 'for the first request');

    const last = `trace-last-${randomBytes(4).toString('hex')}`;
    expect((await get(last, 2)).status).toBe(200);
    await web.kill('SIGTERM');
    expect(web.exitCode).toBe(0);
    expect(web.log).toContain('Stopped: every request answered, leases released, connections closed');
    // Sent before the exit; the receiver may read it after it saw the exit.
    const lastSpan = await receiver.span(served(last), 'for the request answered before SIGTERM');
    expect(lastSpan).toMatchObject({ service: SERVICE, attributes: { 'http.route': '/api/templates' } });
  }, 60_000);
});

describeOnTarget(
  (t) => t.database === 'mysql' && t.redisUrl !== undefined,
  'traces of MySQL queries and Redis commands: skipped (they need TEST_DATABASE_URL and TEST_REDIS_URL)',
)('the built web process on $name with OTEL_EXPORTER_OTLP_ENDPOINT set', (target: TestTarget) => {
  let receiver: TraceReceiver;
  let db: TestDatabase;
  let backend: BackendProcess | undefined;
  const redisPrefix = `tm-test:traces-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    requireBuiltBackend();
    receiver = await TraceReceiver.start();
    db = await createTestDatabase(target);
  });
  afterAll(async () => {
    await backend?.kill('SIGKILL');
    await receiver.close();
    await deleteKeys(target.redisUrl!, `${redisPrefix}*`);
    await db.cleanup();
  });

  it('traces a sign-up’s queries and Redis commands inside its request: statements without their values, commands without their keys', async () => {
    const port = await freePort();
    const env = processEnv({
      port,
      dataDir: db.dataDir,
      webRoot: db.dataDir,
      sessionSecret: randomBytes(32).toString('hex'),
      seedDemo: false,
      catalogSeedCount: 0,
      databaseUrl: db.databaseUrl,
      redis: { url: target.redisUrl!, prefix: redisPrefix },
      extra: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: SERVICE },
    });
    backend = await BackendProcess.start(env);
    const username = `trace_${randomBytes(3).toString('hex')}`;
    const password = `Trace-Orbit-${randomBytes(4).toString('hex')}`;
    const email = `${username}@example.com`;
    const signUp = await fetch(`${backend.url}${API.signup}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, email, password }),
    });
    expect(signUp.status).toBe(201);
    const sessionId = decodeURIComponent(/tm\.sid=([^;]+)/.exec(signUp.headers.get('set-cookie') ?? '')?.[1] ?? '')
      .replace(/^s:/, '')
      .split('.')[0]!;
    expect(sessionId).not.toBe('');

    const request = await receiver.span(
      (s) => s.kind === SERVER_KIND && s.attributes['http.route'] === API.signup,
      `for POST ${API.signup}`,
    );
    const requestId = request.attributes['request.id'];
    const inTrace = (s: ReceivedSpan) => s.traceId === request.traceId;
    const insert = await receiver.span(
      (s) => inTrace(s) && String(s.attributes['db.query.text'] ?? '').startsWith('INSERT INTO `users`'),
      'inserting the user',
    );
    expect(insert.attributes).toMatchObject({ 'db.system.name': 'mysql', 'request.id': requestId });
    const set = await receiver.span(
      (s) => inTrace(s) && s.attributes['db.system.name'] === 'redis' && s.attributes['db.operation.name'] === 'SET',
      'storing the session',
    );
    expect(set.attributes).toMatchObject({ 'db.query.text': 'SET', 'request.id': requestId });

    const sent = receiver.bodies.join('\n');
    for (const secret of [password, email, sessionId]) expect(sent).not.toContain(secret);
    // The start-up's queries (migrations, the version check) belong to no request: not sent.
    expect(receiver.spans.filter((s) => s.parentSpanId === undefined && s.attributes['db.system.name'] !== undefined)).toEqual([]);
  }, 60_000);
});
