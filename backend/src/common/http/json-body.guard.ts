import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from './api-error';
import { JSON_ONLY_MESSAGE, STATE_CHANGING_METHODS } from './request-guards';

const EXTRA_BODY_TYPES_METADATA = 'tm:extra-body-types';

/**
 * Lets a route take bodies other than JSON, e.g. `@AcceptsBody('multipart/form-data')` on an upload.
 * Origin checks still apply to it.
 */
export const AcceptsBody = (...mediaTypes: string[]) =>
  SetMetadata(
    EXTRA_BODY_TYPES_METADATA,
    mediaTypes.map((t) => t.toLowerCase()),
  );

/**
 * State-changing requests that carry a body must send it as application/json: an HTML form or a
 * "simple" cross-site fetch cannot, so this closes the classic CSRF doors. Requests without a body
 * (POST /api/auth/logout) need no Content-Type. A guard rather than a middleware so each route can
 * widen it with @AcceptsBody.
 */
@Injectable()
export class JsonBodyGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!STATE_CHANGING_METHODS.has(req.method) || !hasBody(req)) return true;
    const mediaType = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType === 'application/json') return true;
    const extra = this.reflector.getAllAndOverride<string[] | undefined>(EXTRA_BODY_TYPES_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (extra?.includes(mediaType)) return true;
    throw new ApiError(415, JSON_ONLY_MESSAGE);
  }
}

function hasBody(req: Request): boolean {
  if (req.get('transfer-encoding') !== undefined) return true;
  const length = Number(req.get('content-length') ?? '0');
  return Number.isFinite(length) && length > 0;
}
