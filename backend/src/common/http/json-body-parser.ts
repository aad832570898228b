import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import { JSON_BODY_LIMIT_BYTES } from '@tm/contracts/limits';
import { currentClient } from '../logging/request-context';
import { ApiError } from './api-error';
import type { WorkBudgetService } from './work-budget';

export const MALFORMED_JSON_MESSAGE = 'Malformed JSON body';
export const BODY_TOO_LARGE_MESSAGE = `Request body is too large (limit ${Math.round(JSON_BODY_LIMIT_BYTES / (1024 * 1024))} MB)`;

/**
 * A JSON body over this many bytes is work its client chooses (decision 064): parsing a megabyte of
 * deeply nested arrays or of objects with distinct keys took 88-115 ms here. Such a body is read only
 * while the address has room in its work budget, and its parse is charged there. A smaller one (every
 * form and cart call; a chat carries its conversation and grows past it) parses in 2 ms at most and is
 * bounded by the request budget alone, so a sign-in or a checkout is never refused for the work budget.
 */
export const BUDGETED_BODY_BYTES = 16 * 1024;

const RAW_BODY = Symbol('rawBody');
const PARSE_STARTED = Symbol('parseStarted');
type WithRawBody = Request & { [RAW_BODY]?: Buffer; [PARSE_STARTED]?: number };

/** The bytes of a JSON body as they arrived, kept only for the paths that asked (a signed webhook's). */
export function rawBodyOf(req: Request): Buffer | undefined {
  return (req as WithRawBody)[RAW_BODY];
}

/**
 * express.json with the 1 MB limit, its errors turned into our texts here (Nest would otherwise
 * rewrite parse errors into a BadRequest carrying the parser's own message). `keepRawBodyOf` lists
 * the paths whose raw bytes are kept: a webhook's signature covers the bytes, not the parsed JSON (its
 * sender is a provider, so its bodies are not charged to `work` either). With `work`, bodies over
 * BUDGETED_BODY_BYTES answer 429 unread while their address has no room, and their parse is charged.
 */
export function createJsonBodyParser(
  keepRawBodyOf: readonly string[] = [],
  work?: Pick<WorkBudgetService, 'assertRoom' | 'charge'>,
): RequestHandler {
  const keep = new Set(keepRawBodyOf);
  const parse = express.json({
    limit: JSON_BODY_LIMIT_BYTES,
    type: 'application/json',
    // No client of ours compresses a body, and a compressed one makes a small upload a large parse
    // (1 MB of '[' gzips to 1,054 bytes, and that request took 350-680 ms): 415, refused unread.
    inflate: false,
    verify: (req, _res, buffer) => {
      // body-parser parses right after this call: the time from here is the parse's.
      (req as WithRawBody)[PARSE_STARTED] = performance.now();
      if (keep.has(pathOf(req as Request))) (req as WithRawBody)[RAW_BODY] = buffer;
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const budget = work !== undefined && isLargeJson(req) && !keep.has(pathOf(req)) ? work : undefined;
    // Asked now: the body's stream events, and so the parse, run outside the request's context.
    const client = budget ? currentClient() : undefined;
    if (budget) {
      try {
        budget.assertRoom();
      } catch (refusal) {
        next(refusal);
        return;
      }
    }
    parse(req, res, (error?: unknown) => {
      const started = (req as WithRawBody)[PARSE_STARTED];
      if (budget && client !== undefined && started !== undefined) budget.charge(performance.now() - started, client);
      next(error === undefined ? undefined : toBodyError(error));
    });
  };
}

const pathOf = (req: Request) => req.originalUrl.split('?')[0]!;

/** A JSON body declared longer than BUDGETED_BODY_BYTES, or whose length is not declared (chunked). */
function isLargeJson(req: Request): boolean {
  if (!req.is('application/json')) return false;
  const length = Number(req.headers['content-length']);
  return !Number.isFinite(length) || length > BUDGETED_BODY_BYTES;
}

function toBodyError(error: unknown): unknown {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === 'entity.too.large') return new ApiError(413, BODY_TOO_LARGE_MESSAGE);
  if (type === 'entity.parse.failed') return new ApiError(400, MALFORMED_JSON_MESSAGE);
  // Unsupported charset or encoding, aborted upload…: the standard phrase, never the parser's text.
  if (typeof status === 'number' && status >= 400 && status < 500) return new ApiError(status, STATUS_CODES[status] ?? 'Bad request');
  return error;
}
