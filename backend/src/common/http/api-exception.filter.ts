import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { ZodError } from 'zod';
import { firstIssueMessage } from '../validation/zod-validation.pipe';
import { ApiError, type ErrorFields } from './api-error';
import { answeredAtDeadline } from './request-deadline.middleware';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE, unavailableReason } from './unavailable';
import { errorMessage } from '../errors';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';
export const NOT_FOUND_MESSAGE = 'Not found';

interface ErrorReply {
  status: number;
  message: string;
  headers: Record<string, string>;
  /** An ApiError's fields beside the message. */
  fields?: ErrorFields;
}

/** Errors raised by express, express-session and other http-errors users. */
interface HttpLibraryError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

/**
 * The one place an error becomes a response: always `{ message }`. Texts of 5xx answers are
 * generic; the real error (stack, SQL, driver text) goes to the server log only.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (answeredAtDeadline(res)) {
      // The client already has its 503; this is the handler giving up (or finishing) behind it.
      this.logger.warn(`${req.method} ${req.originalUrl} ended after its deadline: ${describe(exception)}`);
      return;
    }
    const reply = toErrorReply(exception);
    const unavailable = unavailableReason(exception);

    if (unavailable) {
      // An outage, not a bug: one line per request, no stack.
      this.logger.warn(`${req.method} ${req.originalUrl} answered 503 (${unavailable})`);
    } else if (reply.status >= 500 && !(exception instanceof ApiError && reply.status === 503)) {
      // (Our own 503s, e.g. a full password hashing lane, are refusals with Retry-After, not faults.)
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${req.method} ${req.originalUrl} failed with ${reply.status}: ${detail}`);
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value);
    res.status(reply.status).json({ ...reply.fields, message: reply.message });
  }
}

export function toErrorReply(exception: unknown): ErrorReply {
  if (unavailableReason(exception)) {
    return { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } };
  }
  if (exception instanceof ZodError) {
    return { status: 400, message: firstIssueMessage(exception), headers: {} };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const headers = exception instanceof ApiError ? exception.headers : {};
    if (status >= 500 && !(exception instanceof ApiError)) {
      return { status, message: INTERNAL_ERROR_MESSAGE, headers };
    }
    const fields = exception instanceof ApiError && Object.keys(exception.fields).length > 0 ? { fields: exception.fields } : {};
    return { status, message: httpExceptionMessage(exception, status), headers, ...fields };
  }
  const libraryError = exception as HttpLibraryError | null;
  const status = libraryError?.status ?? libraryError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && libraryError?.expose !== false) {
    // Library texts can echo input back; the standard reason phrase is enough.
    return { status, message: STATUS_CODES[status] ?? 'Bad request', headers: {} };
  }
  return { status: 500, message: INTERNAL_ERROR_MESSAGE, headers: {} };
}

/**
 * Our texts (ApiError: validation, rules) are shown as they are. Any other HttpException comes from
 * Nest or a library and its text may carry the request's input: "Cannot GET /api/<path>", "Failed to
 * decode param '<path>'"; the client gets the standard phrase instead (decision 024).
 */
function httpExceptionMessage(exception: HttpException, status: number): string {
  if (exception instanceof ApiError) {
    const message = (exception.getResponse() as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (status === 404) return NOT_FOUND_MESSAGE;
  return STATUS_CODES[status] ?? 'Error';
}

function describe(exception: unknown): string {
  return errorMessage(exception);
}
