import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { CROSS_SITE_MESSAGE, STATE_CHANGING_METHODS } from './request-guards';

/**
 * CSRF defence for the API, on top of SameSite=Lax cookies and JSON-only bodies: a state-changing
 * request whose browser says it comes from another site is refused. The own origin is computed from
 * Host (or X-Forwarded-Host/-Proto when 'trust proxy' is on); PUBLIC_URL's origin is also accepted
 * so a proxy that rewrites Host still works.
 */
export function createOriginCheckMiddleware(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return function originCheck(req: Request, _res: Response, next: NextFunction): void {
    if (!STATE_CHANGING_METHODS.has(req.method)) return next();
    if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return next(new ApiError(403, CROSS_SITE_MESSAGE));
    const origin = req.get('origin');
    if (origin === undefined) return next();
    if (origin === publicOrigin || origin === ownOrigin(req)) return next();
    next(new ApiError(403, CROSS_SITE_MESSAGE));
  };
}

function ownOrigin(req: Request): string | undefined {
  const host = req.host; // express 5: host[:port], from X-Forwarded-Host when trusted
  if (!host) return undefined;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}
