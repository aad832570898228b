import type { Request, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';
import { asError } from '../errors';
import { ApiError } from './api-error';

export const INVALID_MULTIPART_MESSAGE = 'The upload is not valid multipart form data';

/** Room for the multipart boundaries, part headers and a few small fields around a file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What an upload route answers for multer's refusals besides its own two texts. */
const MULTER_MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: 'Send one file per upload',
  LIMIT_PART_COUNT: 'Too many parts in the upload',
  LIMIT_FIELD_COUNT: 'Too many form fields in the upload',
  LIMIT_FIELD_KEY: 'A form field name is too long',
  LIMIT_FIELD_VALUE: 'A form field value is too long',
};

export interface UploadRules {
  /** 413's text, for a file past multer's fileSize. */
  tooLarge: string;
  /** 400's text for a file in another field than the route's. */
  noFile: string;
  /** A body declaring more than this (plus room for the multipart framing) is refused with 413 before a byte is read. */
  maxFileBytes?: number;
  /** Texts of the route's own for other multer refusals. */
  messages?: Partial<Record<MulterError['code'], string>>;
}

/** Multer's and busboy's refusals as the API's answers (413 for the size, 400 for the rest), never their bare codes. */
export function uploadRefusal(error: unknown, rules: UploadRules): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new ApiError(413, rules.tooLarge);
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new ApiError(400, rules.messages?.[error.code] ?? rules.noFile);
    return new ApiError(400, rules.messages?.[error.code] ?? MULTER_MESSAGES[error.code] ?? INVALID_MULTIPART_MESSAGE);
  }
  // busboy: a body cut off, a missing boundary, a malformed part.
  if (error instanceof Error && /multipart|boundary|unexpected end|aborted/i.test(error.message))
    return new ApiError(400, INVALID_MULTIPART_MESSAGE);
  // multer and busboy fail with Errors; anything else is kept as the cause of one.
  return asError(error);
}

/**
 * The rest of a refused body is never read: without this, a kept-alive connection would wait for it and
 * take its bytes for the next request.
 */
export function closeAfterAnswer(res: Response): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * Runs a multer middleware over a request, every refusal turned into the API's answer by `rules`; a
 * body that declares itself too large, and a file that turns out so, also close the connection.
 */
export function receiveUpload(req: Request, res: Response, middleware: RequestHandler, rules: UploadRules): Promise<void> {
  if (rules.maxFileBytes !== undefined && Number(req.get('content-length') ?? '0') > rules.maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
    closeAfterAnswer(res);
    return Promise.reject(new ApiError(413, rules.tooLarge));
  }
  return new Promise<void>((resolve, reject) =>
    middleware(req, res, (error?: unknown) => {
      if (!error) return resolve();
      const refusal = uploadRefusal(error, rules);
      if (refusal instanceof ApiError && refusal.getStatus() === 413) closeAfterAnswer(res);
      reject(refusal);
    }),
  );
}
