import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import { addressKey } from './client-address';
import { TokenBuckets } from './token-buckets';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests from your address. Please wait a few seconds and try again.';

export interface RequestRateOptions {
  /** Requests one address may make each second, on average. */
  perSecond: number;
  /** Requests one address may make at once before `perSecond` applies. */
  burst: number;
  /** Paths that are not counted. */
  exempt: (path: string) => boolean;
  /** Which proxies' X-Forwarded-For counts: Express's compiled `trust proxy` setting, so the address is req.ip's. */
  trust: (address: string, hop: number) => boolean;
}

/**
 * Requests per client address (IPv6: its /64) that reach the app, answered 429 with Retry-After past
 * the limit (decision 064). It runs ahead of Express, right after ResponseCacheService: a refused request
 * costs what a replayed answer costs, the floor of any flood. Replayed answers are not counted. In
 * memory and per process, like the event loop it protects. Returns true when it answered.
 */
export function createRequestRateLimit(options: RequestRateOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const buckets = new TokenBuckets(options.perSecond, options.burst);
  const body = JSON.stringify({ message: TOO_MANY_REQUESTS_MESSAGE });
  return function refuseOverLimit(req, res) {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    if (options.exempt(query < 0 ? url : url.slice(0, query))) return false;
    const client = addressKey(proxyAddr(req, options.trust));
    if (buckets.balance(client) >= 1) {
      buckets.spend(client, 1);
      return false;
    }
    res.writeHead(429, {
      'Retry-After': String(buckets.secondsUntil(client, 1)),
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
    return true;
  };
}
