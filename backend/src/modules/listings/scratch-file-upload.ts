import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, type Type } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { defer, finalize, from, mergeMap, type Observable } from 'rxjs';
import { ApiError } from '../../common/http/api-error';
import { receiveUpload, type UploadRules } from '../../common/http/multipart-upload';
import { StorageService } from '../../infrastructure/storage';

/** A file multer streamed to this machine's scratch space: read from `path`, never kept there. */
export type ScratchFile = Express.Multer.File & { path: string };

/** Form fields an upload may carry beside its file (e.g. the revision the editor read) are this short. */
const MAX_FIELD_BYTES = 1024;

export interface ScratchUploadOptions {
  /** The multipart field of the file. */
  field: string;
  /** The file's size limit (413 past it, and before a byte is read for a body that declares more). */
  maxFileBytes: number;
  /** Small fields allowed beside the file. */
  maxFields: number;
  /** The temporary file's suffix, naming what it is to whoever looks at the scratch space. */
  suffix: string;
  rules: Omit<UploadRules, 'maxFileBytes'>;
}

/**
 * Streams one file to a temporary file in this machine's scratch space (never served) with every multer
 * limit set: the file's size, one file, a few small fields, the parts and header pairs that makes. What
 * the file is, is left to the handler's own checks, whatever its name or declared type. Multer removes
 * what it wrote when it refuses or the client goes away; the temporary file is removed once the handler
 * is done. The route also needs `@AcceptsBody('multipart/form-data')` to pass the JSON-only guard.
 */
export function ScratchFileUpload(options: ScratchUploadOptions): Type<NestInterceptor> {
  const rules: UploadRules = { ...options.rules, maxFileBytes: options.maxFileBytes };
  @Injectable()
  class ScratchFileUploadInterceptor implements NestInterceptor {
    private readonly middleware;

    constructor(storage: StorageService) {
      const directory = storage.scratchDir;
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      this.middleware = multer({
        storage: multer.diskStorage({
          destination: directory,
          filename: (_req, _file, cb) => cb(null, `${randomBytes(12).toString('hex')}.${options.suffix}`),
        }),
        limits: {
          fileSize: options.maxFileBytes,
          files: 1,
          fields: options.maxFields,
          parts: options.maxFields + 1,
          fieldNameSize: 100,
          fieldSize: MAX_FIELD_BYTES,
          headerPairs: 20,
        },
      }).single(options.field);
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      return from(receiveUpload(req, res, this.middleware, rules)).pipe(
        mergeMap(() => defer(() => next.handle())),
        finalize(() => void (req.file?.path ? rm(req.file.path, { force: true }) : undefined)),
      );
    }
  }
  return mixin(ScratchFileUploadInterceptor);
}

/** The file a ScratchFileUpload() interceptor received in `field`; 400 with `noFile` when the request had none. */
export function scratchFile(req: Request, field: string, noFile: string): ScratchFile {
  const file = req.file;
  if (!file?.path || file.fieldname !== field) throw new ApiError(400, noFile);
  return file as ScratchFile;
}
