import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { defer, finalize, from, mergeMap, type Observable, throwError } from 'rxjs';
import { LISTING_IMAGE_FIELD, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import { asError } from '../../../common/errors';
import { ApiError } from '../../../common/http/api-error';
import { StorageService } from '../../../infrastructure/storage';

/** An image multer streamed to local scratch space: the processor reads it from `path`. */
export type UploadedListingImage = Express.Multer.File & { path: string };

export const NO_IMAGE_MESSAGE = `Send the image in the multipart field ${LISTING_IMAGE_FIELD}`;
export const INVALID_MULTIPART_MESSAGE = 'The upload is not valid multipart form data';

/** Form fields an image upload may carry beside the file (e.g. the revision it was made at), and their size. */
const MAX_FIELDS = 2;
const MAX_FIELD_BYTES = 1024;
/** Room for the multipart boundaries, part headers and the few small fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Multer's refusals as the API's answers (413 for the size, 400 for the rest), never its bare codes. */
const MULTER_MESSAGES: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: 'Send one image per upload',
  LIMIT_UNEXPECTED_FILE: NO_IMAGE_MESSAGE,
  LIMIT_PART_COUNT: 'Too many parts in the upload',
  LIMIT_FIELD_COUNT: 'Too many form fields in the upload',
  LIMIT_FIELD_KEY: 'A form field name is too long',
  LIMIT_FIELD_VALUE: 'A form field value is too long',
};

function toApiError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new ApiError(413, LISTING_MESSAGES.imageTooLarge);
    return new ApiError(400, MULTER_MESSAGES[error.code] ?? INVALID_MULTIPART_MESSAGE);
  }
  // busboy: a body cut off, a missing boundary, a malformed part.
  if (error instanceof Error && /multipart|boundary|unexpected end|aborted/i.test(error.message))
    return new ApiError(400, INVALID_MULTIPART_MESSAGE);
  return asError(error);
}

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
      const declared = Number(req.get('content-length') ?? '0');
      if (declared > LISTING_LIMITS.maxImageBytes + MULTIPART_OVERHEAD_BYTES) {
        closeAfterAnswer(res);
        return throwError(() => new ApiError(413, LISTING_MESSAGES.imageTooLarge));
      }
      const received = new Promise<void>((resolve, reject) =>
        this.middleware(req, res, (error?: unknown) => {
          if (!error) return resolve();
          const refusal = toApiError(error);
          if (refusal instanceof ApiError && refusal.getStatus() === 413) closeAfterAnswer(res);
          reject(refusal);
        }),
      );
      return from(received).pipe(
        mergeMap(() => defer(() => next.handle())),
        finalize(() => void removeUpload(req)),
      );
    }
  }
  return mixin(ListingImageUploadInterceptor);
}

/**
 * The rest of a refused body is never read: without this, a kept-alive connection would wait for it and
 * take its bytes for the next request.
 */
function closeAfterAnswer(res: Response): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
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
