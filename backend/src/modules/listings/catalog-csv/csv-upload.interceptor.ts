import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { defer, from, mergeMap, type Observable } from 'rxjs';
import { LISTING_CSV_FILE_FIELD, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import { ApiError } from '../../../common/http/api-error';
import { receiveUpload, type UploadRules } from '../../../common/http/multipart-upload';

const RULES: UploadRules = {
  tooLarge: `An import file may be at most ${LISTING_LIMITS.maxImportBytes / 1024 / 1024} MB`,
  noFile: LISTING_MESSAGES.importNoFile,
  maxFileBytes: LISTING_LIMITS.maxImportBytes,
  messages: { LIMIT_FILE_COUNT: 'Send one CSV file per import', LIMIT_FIELD_COUNT: LISTING_MESSAGES.importNoFile },
};

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
    const received = receiveUpload(req, res, this.middleware, RULES);
    return from(received).pipe(mergeMap(() => defer(() => next.handle())));
  }
}

/** The CSV's bytes; 400 when the request had none. */
export function uploadedCsv(req: Request): Buffer {
  const file = req.file;
  if (!file?.buffer || file.fieldname !== LISTING_CSV_FILE_FIELD) throw new ApiError(400, LISTING_MESSAGES.importNoFile);
  return file.buffer;
}
