import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { addressKey, clientAddress } from '../http/client-address';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a caller's (or a proxy's) request id may be: anything else is replaced by our own. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

interface RequestContext {
  requestId: string;
  /** The client's address as every limit counts it (addressKey), worked out when first asked for. */
  client?: () => string;
}

const context = new AsyncLocalStorage<RequestContext>();

/**
 * The request id of the work under way (decision 046): the HTTP request's, or the one a background job
 * or an owed mail was written with. Every log line carries it.
 */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** The address key (addressKey) of the client whose HTTP request is under way; undefined in jobs and mails. */
export function currentClient(): string | undefined {
  return context.getStore()?.client?.();
}

/** Runs `work` as part of request `requestId` (a job or a mail the request owed, done later elsewhere). */
export function withRequestId<T>(requestId: string | null | undefined, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : work();
}

/** The caller's X-Request-Id when it is a plain token (a proxy's id joins its logs to ours), else a new one. */
export function requestIdFrom(given: string | string[] | undefined): string {
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * Gives the request its id (requestIdFrom), answers it in the same header, and keeps it for
 * everything the request does.
 */
export function requestIdMiddleware() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = requestIdFrom(req.get(REQUEST_ID_HEADER));
    (req as Request & { id?: string }).id = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    let client: string | undefined;
    context.run({ requestId, client: () => (client ??= addressKey(clientAddress(req))) }, next);
  };
}
