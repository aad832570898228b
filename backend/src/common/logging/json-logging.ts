import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import type { Options } from 'pino-http';
import { API } from '@tm/contracts/routes';
import { currentRequestId } from './request-context';
import { redactSecretQuery } from './secret-query';

/** Header and body fields never written to a log, wherever they appear. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.secret',
  '*.session',
];
/** Probes answer every few seconds: logging each would bury everything else. */
const QUIET_PATHS = new Set<string>([API.health, API.healthReady, API.healthLive]);

/** A URL as logged: its path, and its query with every secret value blanked (secret-query.ts). */
export function scrubUrl(url: string | undefined): string | undefined {
  return url === undefined ? undefined : redactSecretQuery(url);
}

/**
 * Structured JSON logs (decision 046): pino through nestjs-pino, one line per request and per message,
 * each with the request id of the work it belongs to, secrets redacted. `destination` lets a test read them.
 */
export function jsonLoggerModule(destination?: DestinationStream): DynamicModule {
  const options: Options = {
    level: 'info',
    genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? currentRequestId() ?? 'none',
    // Every line, in a request or in a job or mail it owed, says which request it belongs to.
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; remoteAddress?: string; headers?: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        url: scrubUrl(req.url),
        remoteAddress: req.remoteAddress,
        headers: req.headers,
      }),
      res: (res: { statusCode?: number; headers?: Record<string, unknown> }) => ({ statusCode: res.statusCode, headers: res.headers }),
    },
    autoLogging: { ignore: (req: IncomingMessage) => QUIET_PATHS.has((req.url ?? '').split('?')[0]!) },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  };
  return LoggerModule.forRoot({ pinoHttp: destination ? [options, destination] : options });
}
