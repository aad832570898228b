import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { defer, from, mergeMap, type Observable, throwError } from 'rxjs';
import { LISTING_CSV_FILE_FIELD, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import { asError } from '../../../common/errors';
import { ApiError } from '../../../common/http/api-error';

const TOO_LARGE = `An import file may be at most ${LISTING_LIMITS.maxImportBytes / 1024 / 1024} MB`;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * One CSV file (field LISTING_CSV_FILE_FIELD) read into memory with every multer limit set: at most
 * LISTING_LIMITS.maxImportBytes (413 past it, the connection closed), one file, no other fields.
 * The route also needs `@AcceptsBody('multipart/form-data')` to pass the JSON-only guard.
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  private readonly middleware = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: LISTING_LIMITS.maxImportBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  }).single(LISTING_CSV_FILE_FIELD);

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    if (Number(req.get('content-length') ?? '0') > LISTING_LIMITS.maxImportBytes + MULTIPART_OVERHEAD_BYTES) {
      res.setHeader('Connection', 'close');
      return throwError(() => new ApiError(413, TOO_LARGE));
    }
    const received = new Promise<void>((resolve, reject) =>
      this.middleware(req, res, (error?: unknown) => {
        if (!error) return resolve();
        if (error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE') {
          if (!res.headersSent) res.setHeader('Connection', 'close');
          return reject(new ApiError(413, TOO_LARGE));
        }
        if (error instanceof MulterError) return reject(new ApiError(400, LISTING_MESSAGES.importNoFile));
        if (error instanceof Error && /multipart|boundary|unexpected end|aborted/i.test(error.message))
          return reject(new ApiError(400, 'The upload is not valid multipart form data'));
        reject(asError(error));
      }),
    );
    return from(received).pipe(mergeMap(() => defer(() => next.handle())));
  }
}

/** The CSV's bytes; 400 when the request had none. */
export function uploadedCsv(req: Request): Buffer {
  const file = req.file;
  if (!file?.buffer || file.fieldname !== LISTING_CSV_FILE_FIELD) throw new ApiError(400, LISTING_MESSAGES.importNoFile);
  return file.buffer;
}
