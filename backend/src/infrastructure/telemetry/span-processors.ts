import { diag, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';
import { currentRequestId } from '../../common/logging/request-context';
import { errorMessage } from '../../common/errors';
import { redactQueryString, redactSecretQuery } from '../../common/logging/secret-query';

/** The span attribute naming the request a span belongs to (the X-Request-Id of decision 046). */
export const REQUEST_ID_ATTRIBUTE = 'request.id';

/** Span attributes holding a URL or its query, in the old and in the stable HTTP conventions. */
const URL_ATTRIBUTES = ['http.url', 'http.target', 'url.full', 'url.query'] as const;

/** An attribute's URL (or, for url.query, its bare query) with each secret query value blanked, as logs blank them. */
export function redactUrlAttribute(key: (typeof URL_ATTRIBUTES)[number], value: string): string {
  return key === 'url.query' ? redactQueryString(value) : redactSecretQuery(value);
}

/**
 * Marks each span with the request it belongs to (a request's, or the job's or mail's the request
 * owed), and blanks secret query values in URL attributes just before the span ends, whichever
 * instrumentation set them: signed download links and reset links carry their secret in the query.
 */
export class RequestSpanAttributes implements SpanProcessor {
  onStart(span: Span): void {
    const requestId = currentRequestId();
    if (requestId) span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  }

  onEnding(span: Span): void {
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key];
      if (typeof value !== 'string') continue;
      const redacted = redactUrlAttribute(key, value);
      if (redacted !== value) span.setAttribute(key, redacted);
    }
  }

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * Passes on every span but the queries and commands nothing traced asked for: a root database or Redis
 * span without a request id is a poll (the outbox and the job parts, every few seconds on every node),
 * a migration or a connection, and would make a trace of one span each, thousands a day. Queries a
 * request made are its children; those of a job or mail a request owed carry its request id.
 */
export class SkipUnownedQueries implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    if (!isUnownedQuery(span)) this.next.onEnd(span);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

function isUnownedQuery(span: ReadableSpan): boolean {
  const database = span.attributes['db.system.name'] ?? span.attributes['db.system'];
  return database !== undefined && span.parentSpanContext === undefined && span.attributes[REQUEST_ID_ATTRIBUTE] === undefined;
}

/**
 * A batch processor that, once the process is told to stop, sends each span as it ends: the app's
 * shutdown (decision 044) ends in process.exit, which would not wait for the next batch.
 */
export class PromptOnceStopping implements SpanProcessor {
  private stopping = false;

  constructor(private readonly batch: SpanProcessor) {}

  /** From now on each span leaves as it ends; resolves once the spans waiting in the batch are sent. */
  stop(): Promise<void> {
    this.stopping = true;
    return this.forceFlush();
  }

  onStart(span: Span, parentContext: Context): void {
    this.batch.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    this.batch.onEnd(span);
    if (this.stopping) void this.forceFlush();
  }

  /** Never rejects: a failed export is reported (as the batch's own schedule reports one), not thrown. */
  forceFlush(): Promise<void> {
    return this.batch.forceFlush().catch((error: unknown) => diag.error(`Sending spans failed: ${errorMessage(error)}`));
  }

  shutdown(): Promise<void> {
    return this.batch.shutdown();
  }
}
