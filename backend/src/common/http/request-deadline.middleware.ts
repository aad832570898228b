import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from './unavailable';

const ANSWERED_AT_DEADLINE = Symbol('tm.answeredAtDeadline');

type DeadlineResponse = Response & { [ANSWERED_AT_DEADLINE]?: true };

/** Headers a handler may have set for the answer it meant to give; they do not describe the 503. */
const ANSWER_HEADERS = ['content-disposition', 'content-encoding', 'content-range', 'etag', 'last-modified'];

export interface RequestDeadlineOptions {
  /** Every request's deadline. */
  defaultMs: number;
  /** Other deadlines by exact path (health answers sooner than the rest). */
  byPath?: Readonly<Record<string, number>>;
}

/** True once the deadline gave this response its 503: whatever the handler does later is too late. */
export function answeredAtDeadline(res: Response): boolean {
  return (res as DeadlineResponse)[ANSWERED_AT_DEADLINE] === true;
}

/**
 * The per-request deadline (decision 024): a request that has no answer going out when its time is up
 * gets 503 `{ message }` with Retry-After, whatever it is waiting for (a pool connection, a locked
 * row, a paused Redis, a session store). Once the headers are out the response is left alone, so a
 * download that started streaming runs to its end; and a request body still arriving (a large upload)
 * starts the clock only once it is in, since the deadline bounds the server's work, not the client's
 * upload speed. The handler still runs to its end behind the answer: our statement and command limits
 * stop it soon after, and ApiExceptionFilter knows not to answer twice.
 */
export function createRequestDeadline(options: RequestDeadlineOptions): RequestHandler {
  return function requestDeadline(req: Request, res: Response, next: NextFunction): void {
    const ms = options.byPath?.[req.path] ?? options.defaultMs;
    // Taken before express-session wraps res.end: its wrapper waits for a session save, which is
    // exactly what may be stuck.
    const end = res.end.bind(res) as (body: string) => Response;
    let timer: NodeJS.Timeout | undefined;

    const answer = (): void => {
      if (res.headersSent || res.writableEnded) return;
      if (!req.complete && req.readableFlowing) {
        req.once('end', arm);
        return;
      }
      (res as DeadlineResponse)[ANSWERED_AT_DEADLINE] = true;
      // A late write by the handler must not turn into an unhandled 'error' event.
      res.on('error', () => undefined);
      for (const name of ANSWER_HEADERS) res.removeHeader(name);
      const body = JSON.stringify({ message: SERVICE_UNAVAILABLE_MESSAGE });
      res.statusCode = 503;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      end(body);
    };
    function arm(): void {
      timer = setTimeout(answer, ms);
    }
    const disarm = () => clearTimeout(timer);
    res.once('finish', disarm);
    res.once('close', disarm);
    arm();
    next();
  };
}
