import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { defer, finalize, from, mergeMap, type Observable } from 'rxjs';
import { ADMIN_LIMITS, ADMIN_MESSAGES, ZIP_UPLOAD_FIELD } from '@tm/contracts/admin';
import { ApiError } from '../../common/http/api-error';
import { receiveUpload, type UploadRules } from '../../common/http/multipart-upload';
import { StorageService } from '../../infrastructure/storage';

export type UploadedZip = Express.Multer.File & { path: string };

const RULES: UploadRules = {
  tooLarge: ADMIN_MESSAGES.fileTooLarge,
  noFile: `Send the ZIP in the multipart field ${ZIP_UPLOAD_FIELD}`,
  messages: { LIMIT_FILE_COUNT: 'Too many files in one upload' },
};

/**
 * Streams an admin's ZIP upload to a temporary file in local scratch space with every multer limit set
 * (decision 030): 100 MB per file, the file count, one changelog field, the parts; a name not ending in
 * .zip is refused before a byte is stored. Multer removes what it wrote when it refuses or the client
 * goes away mid-upload; whatever the handler did not move into place is removed when it is done.
 * `maxFiles` 1 reads the field zipFile; more reads every file part (bulk upload). `maxFields` text
 * fields may come with it (a custom build's version has two: decision 097).
 */
export function ZipUpload(maxFiles: number, maxFields = 1): Type<NestInterceptor> {
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
          fields: maxFields,
          parts: maxFiles + maxFields,
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
      const received = receiveUpload(req, res, this.middleware, RULES);
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
