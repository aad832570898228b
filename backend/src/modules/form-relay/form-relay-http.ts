import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FORM_RELAY_LIMITS, FORM_RELAY_MESSAGES } from '@tm/contracts/form-relay';
import { API_PREFIX } from '@tm/contracts/routes';
import { ApiError } from '../../common/http/api-error';

/** Where the relay's Express middleware is mounted: `/api/forms`, the prefix of FORM_RELAY_API.submit. */
export const FORM_RELAY_MOUNT = `${API_PREFIX}/forms`;

/** `/api/forms/<one segment>`: the only path the origin check lets through from any origin (decision 092). */
const RELAY_PATH = /^\/api\/forms\/[^/]+\/?$/;

/**
 * True for a request to the form relay's route, which takes posts from every origin (decision 092):
 * it reads no cookie and changes no account, so a cross-site post can do nothing a visitor's own could not.
 */
export const isFormRelayRequest = (req: Request) => RELAY_PATH.test(req.originalUrl.split('?')[0]!);

const ACCEPTED_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

/**
 * The relay's own HTTP rules, ahead of the API's JSON parser (decision 092): CORS for any origin
 * without credentials (its preflight answered here), and bodies read as urlencoded or JSON within the
 * relay's 32 KB; other types (multipart/form-data, text/plain) are refused unread with 415. A body
 * read here is not read again by the API's parser (body-parser skips a parsed request).
 */
export function createFormRelayHttp(): RequestHandler {
  const limits = { limit: FORM_RELAY_LIMITS.bodyMaxBytes, inflate: false } as const;
  const parsers = [
    express.urlencoded({ ...limits, extended: false, parameterLimit: FORM_RELAY_LIMITS.maxFields }),
    express.json({ ...limits, strict: true }),
  ];
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isFormRelayRequest(req)) return next();
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Accept');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    if (req.method !== 'POST' || !hasBody(req)) return next();
    if (!ACCEPTED_TYPES.some((type) => req.is(type))) return next(new ApiError(415, FORM_RELAY_MESSAGES.unsupportedType));
    const [urlencoded, json] = parsers;
    urlencoded!(req, res, (error?: unknown) => {
      if (error !== undefined) return next(toRelayBodyError(error));
      json!(req, res, (jsonError?: unknown) => next(jsonError === undefined ? undefined : toRelayBodyError(jsonError)));
    });
  };
}

function hasBody(req: Request): boolean {
  if (req.get('transfer-encoding') !== undefined) return true;
  const length = Number(req.get('content-length') ?? '0');
  return Number.isFinite(length) && length > 0;
}

/** The parser's failures in the relay's words, each naming the limit it met. */
function toRelayBodyError(error: unknown): ApiError {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.too.large') return new ApiError(413, FORM_RELAY_MESSAGES.bodyTooLarge);
  if (type === 'parameters.too.many') return new ApiError(413, FORM_RELAY_MESSAGES.tooManyFields);
  if (typeof status === 'number' && status === 415) return new ApiError(415, FORM_RELAY_MESSAGES.unsupportedType);
  return new ApiError(400, FORM_RELAY_MESSAGES.malformed);
}
