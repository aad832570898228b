import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { JSON_BODY_LIMIT_BYTES } from '@tm/contracts/limits';
import { ApiError } from './api-error';

export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
export const BODY_TOO_LARGE_MESSAGE = `Request body is too large (limit ${Math.round(JSON_BODY_LIMIT_BYTES / (1024 * 1024))} MB)`;

/**
 * express.json with the 1 MB limit, its errors turned into our texts here (Nest would otherwise
 * rewrite parse errors into a BadRequest carrying the parser's own message).
 */
export function createJsonBodyParser(): RequestHandler {
  const parse = express.json({ limit: JSON_BODY_LIMIT_BYTES, type: 'application/json' });
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
