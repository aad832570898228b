import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { CROSS_SITE_MESSAGE, STATE_CHANGING_METHODS } from './request-guards';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may send state-changing calls from: PUBLIC_URL's. Never one computed from the
 * request's Host (or X-Forwarded-Host): those come from the client, so a page on a rebinding domain
 * (evil.example resolving to the shop's address) would send a matching Host and Origin and pass
 * (decision 004). A shop on a loopback address is the same shop under its other loopback
 * names (localhost or 127.0.0.1 in the address bar), which no other site can take.
 */
export function allowedOrigins(publicUrl: string): ReadonlySet<string> {
  const url = new URL(publicUrl);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) {
      const alias = new URL(url.origin);
      alias.hostname = host;
      origins.add(alias.origin);
    }
  }
  return origins;
}

export interface OriginCheckOptions {
  /**
   * The POSTs any site may send: a route that reads no cookie and changes no account (the form relay,
   * decision 092), so a cross-site post can do nothing its sender could not do directly. Keep it narrow.
   */
  openToEveryOrigin?: (req: Request) => boolean;
}

/**
 * CSRF defence for the API, on top of SameSite=Lax cookies and JSON-only bodies: a state-changing
 * request whose browser says it comes from another site, or names an origin other than the shop's
 * (PUBLIC_URL), is refused. Requests without Origin (curl, server to server) carry no victim's cookies.
 */
export function createOriginCheckMiddleware(publicUrl: string, options: OriginCheckOptions = {}) {
  const allowed = allowedOrigins(publicUrl);
  return function originCheck(req: Request, _res: Response, next: NextFunction): void {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    if (req.method === 'POST' && options.openToEveryOrigin?.(req)) return next();
    if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return next(new ApiError(403, CROSS_SITE_MESSAGE));
    const origin = req.get('origin');
    if (origin === undefined || allowed.has(origin)) return next();
    next(new ApiError(403, CROSS_SITE_MESSAGE));
  };
}
