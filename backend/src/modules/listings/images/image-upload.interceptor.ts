import type { NestInterceptor, Type } from '@nestjs/common';
import type { Request } from 'express';
import { LISTING_IMAGE_FIELD, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import { ScratchFileUpload, scratchFile, type ScratchFile } from '../scratch-file-upload';

/** An image multer streamed to local scratch space: the processor reads it from `path`. */
export type UploadedListingImage = ScratchFile;

export const NO_IMAGE_MESSAGE = `Send the image in the multipart field ${LISTING_IMAGE_FIELD}`;

/**
 * One preview image (field LISTING_IMAGE_FIELD) of at most LISTING_LIMITS.maxImageBytes, with up to two
 * small fields (the revision it was made at), streamed to scratch space. What the file is, is left to
 * the decoder (ListingImageProcessorService); only its WebP sizes are stored.
 */
export function ListingImageUpload(): Type<NestInterceptor> {
  return ScratchFileUpload({
    field: LISTING_IMAGE_FIELD,
    maxFileBytes: LISTING_LIMITS.maxImageBytes,
    maxFields: 2,
    suffix: 'image-upload',
    rules: {
      tooLarge: LISTING_MESSAGES.imageTooLarge,
      noFile: NO_IMAGE_MESSAGE,
      messages: { LIMIT_FILE_COUNT: 'Send one image per upload' },
    },
  });
}

/** The image ListingImageUpload() received for this request; 400 when the request had none. */
export function uploadedListingImage(req: Request): UploadedListingImage {
  return scratchFile(req, LISTING_IMAGE_FIELD, NO_IMAGE_MESSAGE);
}
