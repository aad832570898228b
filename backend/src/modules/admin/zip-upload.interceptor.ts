import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { defer, finalize, from, mergeMap, type Observable } from 'rxjs';
import { ADMIN_LIMITS, ADMIN_MESSAGES, ZIP_UPLOAD_FIELD } from '@tm/contracts/admin';
import { ApiError } from '../../common/http/api-error';
import { StorageService } from '../../infrastructure/storage';
import { asError } from '../../common/errors';

export type UploadedZip = Express.Multer.File & { path: string };

/** Multer's refusals as the API's answers (413 for the size, 400 for the rest), never its bare codes. */
const MULTER_MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: 'Too many files in one upload',
  LIMIT_UNEXPECTED_FILE: `Send the ZIP in the multipart field ${ZIP_UPLOAD_FIELD}`,
  LIMIT_PART_COUNT: 'Too many parts in the upload',
  LIMIT_FIELD_COUNT: 'Too many form fields in the upload',
  LIMIT_FIELD_KEY: 'A form field name is too long',
  LIMIT_FIELD_VALUE: 'A form field value is too long',
};

function toApiError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new ApiError(413, ADMIN_MESSAGES.fileTooLarge);
    return new ApiError(400, MULTER_MESSAGES[error.code] ?? 'The upload is not valid multipart form data');
  }
  // busboy: a body cut off, a missing boundary, a malformed part.
  if (error instanceof Error && /multipart|boundary|unexpected end|aborted/i.test(error.message))
    return new ApiError(400, 'The upload is not valid multipart form data');
  // multer and busboy fail with Errors; anything else is kept as the cause of one.
  return asError(error);
}

/**
 * Streams an admin's ZIP upload to a temporary file in local scratch space with every multer limit set
 * (decision 030): 100 MB per file, the file count, one changelog field, the parts; a name not ending in
 * .zip is refused before a byte is stored. Multer removes what it wrote when it refuses or the client
 * goes away mid-upload; whatever the handler did not move into place is removed when it is done.
 * `maxFiles` 1 reads the field zipFile; more reads every file part (bulk upload).
 */
export function ZipUpload(maxFiles: number): Type<NestInterceptor> {
  @Injectable()
  class ZipUploadInterceptor implements NestInterceptor {
    private readonly middleware;

    constructor(storage: StorageService) {
      // This machine's scratch space, never served: the file is checked there, then put into storage.
      const directory = storage.scratchDir;
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      const upload = multer({
        storage: multer.diskStorage({
          destination: directory,
          filename: (_req, _file, cb) => cb(null, `${randomBytes(12).toString('hex')}.upload`),
        }),
        limits: {
          fileSize: ADMIN_LIMITS.maxZipBytes,
          files: maxFiles,
          fields: 1,
          parts: maxFiles + 1,
          fieldNameSize: 100,
          fieldSize: ADMIN_LIMITS.maxChangelog * 4,
          headerPairs: 20,
        },
        fileFilter: (_req, file, cb) => {
          if (!file.originalname.toLowerCase().endsWith('.zip')) cb(new ApiError(400, ADMIN_MESSAGES.invalidFileType));
          else cb(null, true);
        },
      });
      this.middleware = maxFiles === 1 ? upload.fields([{ name: ZIP_UPLOAD_FIELD, maxCount: 1 }]) : upload.any();
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      const received = new Promise<void>((resolve, reject) =>
        this.middleware(req, res, (error?: unknown) => (error ? reject(toApiError(error)) : resolve())),
      );
      return from(received).pipe(
        mergeMap(() => defer(() => next.handle())),
        finalize(() => void removeLeftovers(uploadedFiles(req))),
      );
    }
  }
  return mixin(ZipUploadInterceptor);
}

/** The files multer stored for this request, whichever way it was configured. */
export function uploadedFiles(req: Request): UploadedZip[] {
  const files = req.files as Record<string, Express.Multer.File[]> | Express.Multer.File[] | undefined;
  if (!files) return [];
  return (Array.isArray(files) ? files : Object.values(files).flat()) as UploadedZip[];
}

/** Temporary files the handler left (refused, or not moved): gone once the answer is decided. */
async function removeLeftovers(files: UploadedZip[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
