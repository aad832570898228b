import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { defer, finalize, from, mergeMap, type Observable } from 'rxjs';
import { LISTING_IMAGE_FIELD, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import { ApiError } from '../../../common/http/api-error';
import { receiveUpload, type UploadRules } from '../../../common/http/multipart-upload';
import { StorageService } from '../../../infrastructure/storage';

/** An image multer streamed to local scratch space: the processor reads it from `path`. */
export type UploadedListingImage = Express.Multer.File & { path: string };

export const NO_IMAGE_MESSAGE = `Send the image in the multipart field ${LISTING_IMAGE_FIELD}`;

/** Form fields an image upload may carry beside the file (e.g. the revision it was made at), and their size. */
const MAX_FIELDS = 2;
const MAX_FIELD_BYTES = 1024;

const RULES: UploadRules = {
  tooLarge: LISTING_MESSAGES.imageTooLarge,
  noFile: NO_IMAGE_MESSAGE,
  maxFileBytes: LISTING_LIMITS.maxImageBytes,
  messages: { LIMIT_FILE_COUNT: 'Send one image per upload' },
};

/**
 * Streams one preview image (field LISTING_IMAGE_FIELD) to a temporary file in this machine's scratch
 * space with every multer limit set: LISTING_LIMITS.maxImageBytes for the file (413 past it), one file,
 * a couple of small fields, the parts and header pairs that makes. A body that declares itself larger
 * than that is refused before a byte is read. What the file is, is left to the decoder
 * (ListingImageProcessorService), whatever its name or declared type. Multer removes what it wrote when
 * it refuses or the client goes away; the temporary file is removed once the handler is done.
 * The route also needs `@AcceptsBody('multipart/form-data')` to pass the JSON-only guard.
 */
export function ListingImageUpload(): Type<NestInterceptor> {
  @Injectable()
  class ListingImageUploadInterceptor implements NestInterceptor {
    private readonly middleware;

    constructor(storage: StorageService) {
      // Never served: the file is decoded from there and only its WebP sizes are stored.
      const directory = storage.scratchDir;
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      this.middleware = multer({
        storage: multer.diskStorage({
          destination: directory,
          filename: (_req, _file, cb) => cb(null, `${randomBytes(12).toString('hex')}.image-upload`),
        }),
        limits: {
          fileSize: LISTING_LIMITS.maxImageBytes,
          files: 1,
          fields: MAX_FIELDS,
          parts: MAX_FIELDS + 1,
          fieldNameSize: 100,
          fieldSize: MAX_FIELD_BYTES,
          headerPairs: 20,
        },
      }).single(LISTING_IMAGE_FIELD);
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
  return mixin(ListingImageUploadInterceptor);
}

/** The image ListingImageUpload() received for this request; 400 when the request had none. */
export function uploadedListingImage(req: Request): UploadedListingImage {
  const file = req.file;
  if (!file?.path || file.fieldname !== LISTING_IMAGE_FIELD) throw new ApiError(400, NO_IMAGE_MESSAGE);
  return file as UploadedListingImage;
}

/** The temporary file, whether the image was taken or refused: only its WebP sizes are kept. */
async function removeUpload(req: Request): Promise<void> {
  if (req.file?.path) await rm(req.file.path, { force: true });
}
