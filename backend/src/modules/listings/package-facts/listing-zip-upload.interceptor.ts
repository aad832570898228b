import type { NestInterceptor, Type } from '@nestjs/common';
import type { Request } from 'express';
import { ADMIN_LIMITS, ADMIN_MESSAGES } from '@tm/contracts/admin';
import { LISTING_DEMO_MESSAGES, LISTING_ZIP_FIELD } from '@tm/contracts/listings';
import { ScratchFileUpload, scratchFile, type ScratchFile } from '../scratch-file-upload';

/** A ZIP multer streamed to this machine's scratch space: read (and unpacked) from `path`, never kept there. */
export type UploadedListingZip = ScratchFile;

/**
 * One ZIP (field LISTING_ZIP_FIELD) with the template ZIP upload's size limit (decision 030: 100 MB)
 * and one small field (the revision the editor read, for a demo upload), streamed to scratch space.
 * What the file is, is left to the ZIP checks (inspectZip); nothing of it is kept but what the handler
 * put into storage.
 */
export function ListingZipUpload(): Type<NestInterceptor> {
  return ScratchFileUpload({
    field: LISTING_ZIP_FIELD,
    maxFileBytes: ADMIN_LIMITS.maxZipBytes,
    maxFields: 1,
    suffix: 'listing-zip',
    rules: {
      tooLarge: ADMIN_MESSAGES.fileTooLarge,
      noFile: LISTING_DEMO_MESSAGES.noFile,
      messages: { LIMIT_FILE_COUNT: 'Send one ZIP per upload' },
    },
  });
}

/** The ZIP ListingZipUpload() received for this request; 400 when the request had none. */
export function uploadedListingZip(req: Request): UploadedListingZip {
  return scratchFile(req, LISTING_ZIP_FIELD, LISTING_DEMO_MESSAGES.noFile);
}
