/**
 * OpenTelemetry traces over OTLP/HTTP (decision 049). Loaded only by tracing-settings.ts, and only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set: every import below stays unloaded otherwise.
 */
import { diag, DiagLogLevel, type DiagLogFunction } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { MySQL2Instrumentation } from '@opentelemetry/instrumentation-mysql2';
import { RedisInstrumentation } from '@opentelemetry/instrumentation-redis';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { API } from '@tm/contracts/routes';
import { METRICS_PATH } from '../metrics';
import { PromptOnceStopping, REQUEST_ID_ATTRIBUTE, RequestSpanAttributes, SkipUnownedQueries } from './span-processors';
import type { TracingSettings } from './tracing-settings';

/** Spans leave within a second of ending, so a trace shows up while the request is still in mind. */
const BATCH_DELAY_MS = 1_000;
/** Probes and scrapes come every few seconds: tracing each would bury the requests (as decision 046 keeps them out of the logs). */
const UNTRACED_PATHS = new Set<string>([API.health, API.healthReady, API.healthLive, METRICS_PATH]);
/** When a signal arrives before the app handles signals, how long the spans waiting may take to leave. */
const LONGEST_FINAL_FLUSH_MS = 2_000;
/** OpenTelemetry's complaints (a collector that does not answer) are logged at most once this often. */
const DIAGNOSTICS_EVERY_MS = 60_000;

export function startTracing(settings: TracingSettings): void {
  reportDiagnostics();
  // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces), and the standard
  // OTEL_EXPORTER_OTLP_HEADERS, _TIMEOUT and _COMPRESSION, itself. It sends JSON.
  // OTEL_BSP_SCHEDULE_DELAY, when set, replaces our default delay.
  const delay = process.env.OTEL_BSP_SCHEDULE_DELAY?.trim() ? {} : { scheduledDelayMillis: BATCH_DELAY_MS };
  const batch = new PromptOnceStopping(new BatchSpanProcessor(new OTLPTraceExporter(), delay));
  const provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES (e.g. deployment.environment=staging) is honoured; the service name is ours.
    resource: defaultResource()
      .merge(detectResources({ detectors: [envDetector] }))
      .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName })),
    // RequestSpanAttributes first: SkipUnownedQueries reads the request id it sets.
    spanProcessors: [new RequestSpanAttributes(), new SkipUnownedQueries(batch)],
  });
  // Also installs the W3C trace-context propagator: a caller's traceparent joins its trace to ours,
  // and our outgoing calls carry ours.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
        // The request's span starts before the request-id middleware gives the request its id (req.id);
        // an answer replayed from the response cache never met that middleware, and gets none.
        applyCustomAttributesOnSpan: (span, request, response) => {
          const requestId = 'getHeader' in response ? (request as { id?: unknown }).id : undefined;
          if (typeof requestId === 'string') span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
        },
      }),
      // Names each request's span by its route pattern (http.route), never its raw path, with one span
      // for the route's handler. A span per middleware (some fifteen a request, most of them
      // <anonymous>) would bury it; what a middleware waits for (Redis, the database) has its own span.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE, ExpressLayerType.ROUTER] }),
      // The query text with its placeholders, never the values bound to them (password hashes, emails,
      // tokens); literals written into the text are masked too.
      new MySQL2Instrumentation({ maskStatement: true }),
      // Only the command's name: a key can hold a secret (a session's key is its id).
      new RedisInstrumentation({ dbStatementSerializer: (command) => command, requireParentSpan: true }),
      // Bull polls Redis without end: only commands made for a traced piece of work are spans.
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command, requireParentSpan: true }),
      // fetch (the OpenAI client uses it) goes through undici, not the http module.
      new UndiciInstrumentation(),
    ],
  });
  flushWhenStopping(batch);
}

/**
 * On SIGTERM or SIGINT the spans waiting leave at once, and the spans of the requests still finishing
 * as they end: the app's handler (decision 044) exits once it is done, and OpenTelemetry keeps nothing
 * else to close. A signal that comes while the app is still starting, before it handles signals,
 * ends the process as it would have without us, once the spans are sent.
 */
function flushWhenStopping(batch: PromptOnceStopping): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const flushed = batch.stop();
      if (process.listenerCount(signal) > 0) return;
      // A timer that holds the process open: nothing else may, until the spans are sent.
      const limit = new Promise((resolve) => setTimeout(resolve, LONGEST_FINAL_FLUSH_MS));
      void Promise.race([flushed, limit]).then(() => process.kill(process.pid, signal));
    });
  }
}

/**
 * OpenTelemetry reports its own trouble (an unreachable collector, a refused export) through `diag`,
 * silent by default. Warnings and errors go to the app's logger (JSON in production), at most one a
 * minute: a collector that is down would otherwise add a line every second.
 */
function reportDiagnostics(): void {
  let quietUntil = 0;
  let suppressed = 0;
  const report: DiagLogFunction = (message, ...args) => {
    if (Date.now() < quietUntil) {
      suppressed += 1;
      return;
    }
    quietUntil = Date.now() + DIAGNOSTICS_EVERY_MS;
    const more = suppressed > 0 ? ` (and ${suppressed} more in the last minute)` : '';
    suppressed = 0;
    // Required when needed: by then the app has loaded Nest, and given it its logger.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Logger } = require('@nestjs/common') as typeof import('@nestjs/common');
    new Logger('Tracing').warn(`${[readable(message), ...args.map(String)].join(' ')}${more}`);
  };
  const ignore: DiagLogFunction = () => undefined;
  diag.setLogger({ error: report, warn: report, info: ignore, debug: ignore, verbose: ignore }, DiagLogLevel.WARN);
}

/** OpenTelemetry reports a failed export as the error's JSON, stack and all: its message says enough. */
function readable(message: string): string {
  if (!message.startsWith('{')) return message;
  try {
    const error = JSON.parse(message) as { message?: unknown };
    return typeof error.message === 'string' ? `Sending spans failed: ${error.message}` : message;
  } catch {
    return message;
  }
}
