import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_PREFIX } from '@tm/contracts/routes';
import type { MetricsService } from './metrics.service';

/** Prometheus' conventional path, outside /api: a scraper is no API client (no session, no Origin). */
export const METRICS_PATH = '/metrics';

/**
 * Times every answer by its route pattern, never its raw path: ids and search words would make a new
 * series each (decision 045). API paths no route matched are 'unmatched'; the web app's files are 'web'.
 */
export function timeRequests(metrics: MetricsService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const stop = metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const pattern = (req.route as { path?: unknown } | undefined)?.path;
      const path = req.originalUrl.split('?')[0]!;
      const route =
        typeof pattern === 'string' ? pattern : path === METRICS_PATH ? METRICS_PATH : path.startsWith(API_PREFIX) ? 'unmatched' : 'web';
      stop({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer METRICS_TOKEN`. Without a token it is off
 * (404): route timings and backlogs are not for the public.
 */
export function metricsEndpoint(metrics: MetricsService, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!expected || req.method !== 'GET') {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const given = Buffer.from(req.get('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
      return;
    }
    try {
      const text = await metrics.scrape();
      res.status(200).setHeader('Content-Type', metrics.contentType);
      res.send(text);
    } catch {
      // A gauge read from the database could not be: try again at the next scrape.
      res.status(503).setHeader('Retry-After', '5').type('text/plain').send('Metrics are unavailable right now');
    }
  };
}
