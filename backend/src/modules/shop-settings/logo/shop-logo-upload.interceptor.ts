import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { from, mergeMap, type Observable, throwError } from 'rxjs';
import { SHOP_LOGO_FIELD, SHOP_LOGO_LIMITS, SHOP_LOGO_MESSAGES } from '@tm/contracts/shop-settings';
import { asError } from '../../../common/errors';
import { ApiError } from '../../../common/http/api-error';

export const INVALID_MULTIPART_MESSAGE = 'The upload is not valid multipart form data';

/** Room for the multipart boundary and the part's headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Multer's refusals as the API's answers (413 for the size, 400 for the rest), never its bare codes. */
const MULTER_MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: 'Send one logo per upload',
  LIMIT_UNEXPECTED_FILE: SHOP_LOGO_MESSAGES.noFile,
  LIMIT_PART_COUNT: 'Too many parts in the upload',
  LIMIT_FIELD_COUNT: SHOP_LOGO_MESSAGES.noFile,
  LIMIT_FIELD_KEY: 'A form field name is too long',
  LIMIT_FIELD_VALUE: 'A form field value is too long',
};

function toApiError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new ApiError(413, SHOP_LOGO_MESSAGES.tooLarge);
    return new ApiError(400, MULTER_MESSAGES[error.code] ?? INVALID_MULTIPART_MESSAGE);
  }
  // busboy: a body cut off, a missing boundary, a malformed part.
  if (error instanceof Error && /multipart|boundary|unexpected end|aborted/i.test(error.message))
    return new ApiError(400, INVALID_MULTIPART_MESSAGE);
  return asError(error);
}

/**
 * Receives one logo (field SHOP_LOGO_FIELD) into memory: at most SHOP_LOGO_LIMITS.maxBytes (413 past
 * it, and before a byte is read when the body declares itself larger), one file and nothing else. At
 * 1 MB a temporary file would buy nothing, so unlike the listing images' upload (which streams 10 MB
 * to scratch space) nothing is written to disk and nothing needs removing. What the bytes are is left
 * to the decoder (ShopLogoProcessorService), whatever the file's name or declared type. The route also
 * needs `@AcceptsBody('multipart/form-data')` to pass the JSON-only guard.
 */
@Injectable()
export class ShopLogoUploadInterceptor implements NestInterceptor {
  private readonly middleware = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: SHOP_LOGO_LIMITS.maxBytes,
      files: 1,
      fields: 0,
      parts: 1,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 20,
    },
  }).single(SHOP_LOGO_FIELD);

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const declared = Number(req.get('content-length') ?? '0');
    if (declared > SHOP_LOGO_LIMITS.maxBytes + MULTIPART_OVERHEAD_BYTES) {
      closeAfterAnswer(res);
      return throwError(() => new ApiError(413, SHOP_LOGO_MESSAGES.tooLarge));
    }
    const received = new Promise<void>((resolve, reject) =>
      this.middleware(req, res, (error?: unknown) => {
        if (!error) return resolve();
        const refusal = toApiError(error);
        if (refusal instanceof ApiError && refusal.getStatus() === 413) closeAfterAnswer(res);
        reject(refusal);
      }),
    );
    return from(received).pipe(mergeMap(() => next.handle()));
  }
}

/**
 * The rest of a refused body is never read: without this, a kept-alive connection would wait for it and
 * take its bytes for the next request.
 */
function closeAfterAnswer(res: Response): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/** The logo's bytes ShopLogoUploadInterceptor received for this request; 400 when the request had none. */
export function uploadedLogo(req: Request): Buffer {
  const file = req.file;
  if (!file?.buffer || file.fieldname !== SHOP_LOGO_FIELD) throw new ApiError(400, SHOP_LOGO_MESSAGES.noFile);
  return file.buffer;
}
