import type { LoggerService, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { CATALOG_API } from '@tm/contracts/catalog';
import { LISTING_API } from '@tm/contracts/listings';
import { ORDER_API } from '@tm/contracts/orders';
import { API, API_PREFIX } from '@tm/contracts/routes';
import type { AppConfig } from './config/app-config';
import { AppModule, type AppModuleOptions } from './app.module';
import { createJsonBodyParser } from './common/http/json-body-parser';
import { installResponseCache, ResponseCacheService } from './common/http/response-cache';
import { createOriginCheckMiddleware } from './common/http/origin-check.middleware';
import { createRequestDeadline } from './common/http/request-deadline.middleware';
import { createRequestRateLimit, type RequestRateOptions } from './common/http/request-rate.middleware';
import { createSecurityHeaders } from './common/http/security-headers';
import { WorkBudgetService } from './common/http/work-budget';
import { closeConnectionsWhileDraining } from './common/lifecycle/graceful-shutdown';
import { requestIdMiddleware } from './common/logging/request-context';
import { ShutdownStateService } from './common/lifecycle/shutdown-state';
import { SessionService } from './modules/auth';
import { METRICS_PATH, metricsEndpoint, timeRequests } from './infrastructure/metrics';
import { MetricsService } from './infrastructure/metrics';
import { WebAppService } from './modules/web';
import { CSV_IMPORT_DEADLINE_MS } from './modules/listings';
import { createFormRelayHttp, FORM_RELAY_MOUNT, isFormRelayRequest } from './modules/form-relay';

/** Health's answer may take this long after its probes gave up (1 s probes: an answer within 1.5 s). */
const HEALTH_DEADLINE_MARGIN_MS = 500;

export interface CreateAppOptions extends AppModuleOptions {
  logger?: LoggerService | LogLevel[] | false;
}

/**
 * What the per-address request limit leaves out: static files (a page's scripts, styles and images,
 * named with a dot, or under a remote's /mfe/ path), public images, the health probes a balancer sends
 * from one address, and Stripe's webhook, which comes from Stripe's few addresses in bursts and is
 * signed (decision 064).
 */
function notCountedPerAddress(path: string): boolean {
  if (path.startsWith(`${API_PREFIX}/`)) {
    return path.startsWith(`${CATALOG_API.publicFiles}/`) || path.startsWith(API.health) || path === ORDER_API.stripeWebhook;
  }
  return path.startsWith('/mfe/') || path.slice(path.lastIndexOf('/')).includes('.');
}

/** Builds and initialises the HTTP app (not listening yet). Used by main.ts and the tests. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  const json = config.logFormat === 'json';
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options), {
    bodyParser: false, // ours, below: 1 MB, JSON only, after the origin check
    abortOnError: false,
    logger: options.logger,
    // Start-up lines wait for the JSON logger rather than going out in another format.
    bufferLogs: json,
  });
  if (json) app.useLogger(app.get(PinoLogger));
  configureApp(app, config);
  await app.init();
  const metrics = app.get(MetricsService);
  // Ahead of Express: replayed answers, then the per-address limit, so a flood's surplus costs as little as an answer can (decision 064).
  const overLimit = createRequestRateLimit({
    ...config.clientRequests,
    exempt: notCountedPerAddress,
    trust: (app.getHttpAdapter().getInstance() as { get(name: string): unknown }).get('trust proxy fn') as RequestRateOptions['trust'],
  });
  installResponseCache(app.getHttpServer(), app.get(ResponseCacheService), () => metrics.cachedAnswers.inc(), overLimit);
  return app;
}

/**
 * Express middleware, in order. Nest's router (and its error handler, which hands errors from these
 * middleware to ApiExceptionFilter) is added after them at init.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // First: everything a request does, and every log line about it, knows its id (decision 046).
  app.use(requestIdMiddleware());
  // Then the deadline, so nothing below (session store, database, Redis) can hold a request past it.
  // Health's probes give up at HEALTH_TIMEOUT_MS; its deadline only catches a stuck session read.
  const { requestMs, healthMs } = config.timeouts;
  const healthDeadline = healthMs + HEALTH_DEADLINE_MARGIN_MS;
  // A catalog import writes up to 10,000 rows one by one: it gets longer (decision 077).
  const importDeadline = Math.max(requestMs, CSV_IMPORT_DEADLINE_MS);
  app.use(
    createRequestDeadline({
      defaultMs: requestMs,
      byPath: { [API.health]: healthDeadline, [API.healthReady]: healthDeadline, [LISTING_API.importCsv]: importDeadline },
    }),
  );
  app.use(closeConnectionsWhileDraining(app.get(ShutdownStateService)));
  const metrics = app.get(MetricsService);
  app.use(timeRequests(metrics));
  app.use(METRICS_PATH, metricsEndpoint(metrics, config.metricsToken));
  app.use(createSecurityHeaders(config));
  app.use(API_PREFIX, createOriginCheckMiddleware(config.publicUrl, { openToEveryOrigin: isFormRelayRequest }));
  app.use(API_PREFIX, (_req: Request, res: Response, next: NextFunction) => {
    // API answers are per-user: never stored by browsers or proxies unless a route says otherwise.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(app.get(WebAppService).router());
  // The form relay's CORS and its urlencoded or JSON bodies of 32 KB at most, before the API's JSON parser (decision 092).
  app.use(FORM_RELAY_MOUNT, createFormRelayHttp());
  app.use(API_PREFIX, createJsonBodyParser([ORDER_API.stripeWebhook], app.get(WorkBudgetService)));
  app.use(API_PREFIX, ...app.get(SessionService).middleware());
}
