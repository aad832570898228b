// One autocannon run against one route, with exact p50/p95/p99 from every response's latency
// (autocannon's own summary has no p95).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './app.mjs';
import { percentile } from './percentile.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const autocannon = require('autocannon');

/**
 * @param {{ url: string, path?: string, paths?: string[], connections: number, seconds: number, headers?: Record<string, string> }} options
 * `paths` rotates through several paths (e.g. many slugs) so one cached row does not flatter the figure.
 */
export function load({ url, path, paths, connections, seconds, headers }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let non2xx = 0;
    let next = 0;
    const rotating = paths?.length ? paths : null;
    const instance = autocannon(
      {
        url: url + (rotating ? rotating[0] : path),
        connections,
        duration: seconds,
        ...(headers ? { headers } : {}),
        requests: rotating ? [{ setupRequest: (request) => ({ ...request, path: rotating[next++ % rotating.length] }) }] : undefined,
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          rps: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.errors + result.timeouts,
          non2xx,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
}
