import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { JSON_BODY_LIMIT_BYTES } from '@tm/contracts/limits';
import { ApiError } from './api-error';

export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
export const BODY_TOO_LARGE_MESSAGE = `Request body is too large (limit ${Math.round(JSON_BODY_LIMIT_BYTES / (1024 * 1024))} MB)`;

const RAW_BODY = Symbol('rawBody');
type WithRawBody = Request & { [RAW_BODY]?: Buffer };

/** The bytes of a JSON body as they arrived, kept only for the paths that asked (a signed webhook's). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as WithRawBody)[RAW_BODY];
}

/**
 * express.json with the 1 MB limit, its errors turned into our texts here (Nest would otherwise
 * rewrite parse errors into a BadRequest carrying the parser's own message). `keepRawBodyOf` lists
 * the paths whose raw bytes are kept: a webhook's signature covers the bytes, not the parsed JSON.
 */
export function createJsonBodyParser(keepRawBodyOf: readonly string[] = []): RequestHandler {
  const keep = new Set(keepRawBodyOf);
  const parse = express.json({
    limit: JSON_BODY_LIMIT_BYTES,
    type: 'application/json',
    verify: (req, _res, buffer) => {
      if (keep.has((req as Request).originalUrl.split('?')[0]!)) (req as WithRawBody)[RAW_BODY] = buffer;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    parse(req, res, (error?: unknown) => next(error === undefined ? undefined : toBodyError(error)));
  };
}

function toBodyError(error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.too.large') return new ApiError(413, BODY_TOO_LARGE_MESSAGE);
  if (type === 'entity.parse.failed') return new ApiError(400, MALFORMED_JSON_MESSAGE);
  // Unsupported charset or encoding, aborted upload…: the standard phrase, never the parser's text.
  if (typeof status === 'number' && status >= 400 && status < 500) return new ApiError(status, STATUS_CODES[status] ?? 'Bad request');
  return error;
}
