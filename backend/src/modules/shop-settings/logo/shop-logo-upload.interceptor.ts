import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, mergeMap, type Observable } from 'rxjs';
import { SHOP_LOGO_FIELD, SHOP_LOGO_LIMITS, SHOP_LOGO_MESSAGES } from '@tm/contracts/shop-settings';
import { ApiError } from '../../../common/http/api-error';
import { receiveUpload, type UploadRules } from '../../../common/http/multipart-upload';

const RULES: UploadRules = {
  tooLarge: SHOP_LOGO_MESSAGES.tooLarge,
  noFile: SHOP_LOGO_MESSAGES.noFile,
  maxFileBytes: SHOP_LOGO_LIMITS.maxBytes,
  messages: { LIMIT_FILE_COUNT: 'Send one logo per upload', LIMIT_FIELD_COUNT: SHOP_LOGO_MESSAGES.noFile },
};

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
    const received = receiveUpload(req, res, this.middleware, RULES);
    return from(received).pipe(mergeMap(() => next.handle()));
  }
}

/** The logo's bytes ShopLogoUploadInterceptor received for this request; 400 when the request had none. */
export function uploadedLogo(req: Request): Buffer {
  const file = req.file;
  if (!file?.buffer || file.fieldname !== SHOP_LOGO_FIELD) throw new ApiError(400, SHOP_LOGO_MESSAGES.noFile);
  return file.buffer;
}
