import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { defer, finalize, from, mergeMap, type Observable } from 'rxjs';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@tm/contracts/admin';
import { LISTING_DEMO_MESSAGES, LISTING_ZIP_FIELD } from '@tm/contracts/listings';
import { ApiError } from '../../../common/http/api-error';
import { receiveUpload, type UploadRules } from '../../../common/http/multipart-upload';
import { StorageService } from '../../../infrastructure/storage';

/** A ZIP multer streamed to this machine's scratch space: read (and unpacked) from `path`, never kept there. */
export type UploadedListingZip = Express.Multer.File & { path: string };

/** The one form field a ZIP may carry beside the file: the revision the editor read (a demo upload). */
const MAX_FIELDS = 1;
const MAX_FIELD_BYTES = 1024;

const RULES: UploadRules = {
  tooLarge: ADMIN_MESSAGES.fileTooLarge,
  noFile: LISTING_DEMO_MESSAGES.noFile,
  maxFileBytes: ADMIN_LIMITS.maxZipBytes,
  messages: { LIMIT_FILE_COUNT: 'Send one ZIP per upload' },
};

/**
 * Streams one ZIP (field LISTING_ZIP_FIELD) to a temporary file in this machine's scratch space with
 * the template ZIP upload's limits (decision 030): 100 MB (413 past it, and a body that declares more
 * is refused before a byte is read), one file, one small field. What the file is, is left to the ZIP
 * checks (inspectZip), whatever its name or declared type. Multer removes what it wrote when it refuses
 * or the client goes away; the temporary file is removed once the handler is done, so nothing of it is
 * kept but what the handler put into storage. The route also needs `@AcceptsBody('multipart/form-data')`.
 */
export function ListingZipUpload(): Type<NestInterceptor> {
  @Injectable()
  class ListingZipUploadInterceptor implements NestInterceptor {
    private readonly middleware;

    constructor(storage: StorageService) {
      const directory = storage.scratchDir;
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      this.middleware = multer({
        storage: multer.diskStorage({
          destination: directory,
          filename: (_req, _file, cb) => cb(null, `${randomBytes(12).toString('hex')}.listing-zip`),
        }),
        limits: {
          fileSize: ADMIN_LIMITS.maxZipBytes,
          files: 1,
          fields: MAX_FIELDS,
          parts: MAX_FIELDS + 1,
          fieldNameSize: 100,
          fieldSize: MAX_FIELD_BYTES,
          headerPairs: 20,
        },
      }).single(LISTING_ZIP_FIELD);
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      const received = receiveUpload(req, res, this.middleware, RULES);
      return from(received).pipe(
        mergeMap(() => defer(() => next.handle())),
        finalize(() => void removeUpload(req)),
      );
    }
  }
  return mixin(ListingZipUploadInterceptor);
}

/** The ZIP ListingZipUpload() received for this request; 400 when the request had none. */
export function uploadedListingZip(req: Request): UploadedListingZip {
  const file = req.file;
  if (!file?.path || file.fieldname !== LISTING_ZIP_FIELD) throw new ApiError(400, LISTING_DEMO_MESSAGES.noFile);
  return file as UploadedListingZip;
}

/** The temporary file, whether the ZIP was taken or refused. */
async function removeUpload(req: Request): Promise<void> {
  if (req.file?.path) await rm(req.file.path, { force: true });
}
