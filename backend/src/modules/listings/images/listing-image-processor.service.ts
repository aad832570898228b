import { Injectable } from '@nestjs/common';
import { open, stat } from 'node:fs/promises';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { CATALOG_API } from '@tm/contracts/catalog';
import { LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import type { ListingImage } from '@tm/contracts/listings.schemas';
import { ApiError } from '../../../common/http/api-error';
import { uuidV7 } from '../../../database/uuid-v7';
import { StoragePathError, StorageService } from '../../../infrastructure/storage';

/** Where a listing's preview images live in the public storage area: `listing-images/<templateId>/<imageId>-<variant>.webp`. */
export const LISTING_IMAGES_DIR = 'listing-images';

/**
 * The two sizes every upload is stored in, both WebP.
 * - card: the storefront's card box is 3:2 with `object-fit: cover` (template-cards.css), its <img> is
 *   600×400 like the generated previews, and a card is 250–365 px wide on a desktop grid: 600×400
 *   covers it at 2× and we choose the crop (the top, where a page's header and hero are) instead of
 *   letting the browser centre it.
 * - detail: the template page shows the preview at full width of a ~764 px column and the lightbox at
 *   most 1200 px wide, whole (`object-fit: contain`): fit inside 1200 wide so the full image stays
 *   visible, and up to 2400 high so a tall full-page screenshot keeps a readable width. Never enlarged:
 *   a small original shown larger by the browser is no worse than one we blew up.
 */
export const LISTING_IMAGE_SIZES = {
  card: { width: 600, height: 400 },
  detail: { width: 1200, height: 2400 },
} as const;

/** Not in LISTING_MESSAGES yet: the contract says the limits but has no text for them. */
export const LISTING_IMAGE_SIDE_MESSAGE = `Images must be at least ${LISTING_LIMITS.minImageSide} and at most ${LISTING_LIMITS.maxImageSide} pixels on each side`;

/** The decoder refuses anything larger before it allocates a pixel: the largest image the side limits allow. */
const MAX_INPUT_PIXELS = LISTING_LIMITS.maxImageSide * LISTING_LIMITS.maxImageSide;

const WEBP_QUALITY = 80;

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** An upload as multer's disk storage leaves it (its `path`), or its bytes. */
export type ListingImageSource = { path: string } | Uint8Array;

/** A template id as the catalog makes them (UUID v7) or tests name them: never a path. */
const TEMPLATE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,35}$/;
const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notAnImage = () => new ApiError(422, LISTING_MESSAGES.notAnImage);

/**
 * Turns an owner's uploaded preview image into the two WebP files the storefront shows. The file is
 * judged by a real decoder, never by its name or declared type: its first bytes must be a JPEG, PNG or
 * WebP signature, the decoder must agree, its sides must be within the limits (read from the header,
 * before a pixel is decoded) and all of it must decode. The output is turned upright by its EXIF
 * orientation and carries no metadata (no EXIF, GPS, XMP or ICC profile).
 */
@Injectable()
export class ListingImageProcessorService {
  constructor(private readonly storage: StorageService) {}

  /**
   * Stores both sizes of a new image of `templateId` and describes it; `width`/`height` are the detail
   * size's. 413 when it is over LISTING_LIMITS.maxImageBytes, 422 when it is not a JPEG, PNG or WebP
   * image that decodes whole, or its sides are out of bounds. Nothing is stored when it is refused.
   */
  async addImage(templateId: string, source: ListingImageSource): Promise<ListingImage> {
    checkTemplateId(templateId);
    const input = 'path' in source ? source.path : source;
    const signature = await checkSizeAndSignature(input);

    // limitInputPixels: the header's dimensions are checked before decoding, and a header claiming more
    // than this is refused by libvips itself. failOn 'warning': a truncated or corrupt file is refused
    // rather than stored half grey.
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true, pages: 1 });
    let meta: Metadata;
    try {
      meta = await image.metadata();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ApiError(422, LISTING_IMAGE_SIDE_MESSAGE);
      throw notAnImage();
    }
    if (meta.format !== signature) throw notAnImage();
    const { width, height } = meta;
    if (!(width >= LISTING_LIMITS.minImageSide && height >= LISTING_LIMITS.minImageSide))
      throw new ApiError(422, LISTING_IMAGE_SIDE_MESSAGE);
    if (width > LISTING_LIMITS.maxImageSide || height > LISTING_LIMITS.maxImageSide) throw new ApiError(422, LISTING_IMAGE_SIDE_MESSAGE);

    let card: { data: Buffer; info: OutputInfo };
    let detail: { data: Buffer; info: OutputInfo };
    try {
      [card, detail] = await Promise.all([
        encode(
          image
            .clone()
            .autoOrient()
            .resize({ ...LISTING_IMAGE_SIZES.card, fit: 'cover', position: 'top' }),
        ),
        encode(
          image
            .clone()
            .autoOrient()
            .resize({ ...LISTING_IMAGE_SIZES.detail, fit: 'inside', withoutEnlargement: true }),
        ),
      ]);
    } catch {
      // The decoder gave up part way (truncated, corrupt): nothing of it is kept.
      throw notAnImage();
    }

    const id = uuidV7();
    const paths = listingImagePaths(templateId, id);
    try {
      await this.storage.writePublic(paths.card, card.data);
      await this.storage.writePublic(paths.detail, detail.data);
    } catch (error) {
      await this.removeFiles(paths).catch(() => undefined);
      throw error;
    }
    return { id, ...listingImageUrls(templateId, id), width: detail.info.width, height: detail.info.height };
  }

  /** Deletes both sizes of an image; a file already gone is no error. */
  async removeImage(templateId: string, imageId: string): Promise<void> {
    checkTemplateId(templateId);
    await this.removeFiles(listingImagePaths(templateId, imageId));
  }

  private async removeFiles(paths: { card: string; detail: string }): Promise<void> {
    await Promise.all([this.storage.remove('public', paths.card), this.storage.remove('public', paths.detail)]);
  }
}

/** Both sizes' paths in the public storage area. */
export function listingImagePaths(templateId: string, imageId: string): { card: string; detail: string } {
  checkTemplateId(templateId);
  if (!IMAGE_ID.test(imageId)) throw new StoragePathError();
  const base = `${LISTING_IMAGES_DIR}/${templateId}/${imageId}`;
  return { card: `${base}-card.webp`, detail: `${base}-detail.webp` };
}

/**
 * The URLs the storefront loads (`url` the detail size, `cardUrl` the card's), through the public-files
 * route, which redirects to PUBLIC_FILES_BASE_URL when a CDN serves the area: stable whatever the setting.
 */
export function listingImageUrls(templateId: string, imageId: string): { url: string; cardUrl: string } {
  const paths = listingImagePaths(templateId, imageId);
  return { url: `${CATALOG_API.publicFiles}/${paths.detail}`, cardUrl: `${CATALOG_API.publicFiles}/${paths.card}` };
}

function checkTemplateId(templateId: string): void {
  if (!TEMPLATE_ID.test(templateId)) throw new StoragePathError();
}

async function encode(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  // No keepMetadata()/withMetadata(): sharp writes none of the input's EXIF, XMP, IPTC or ICC.
  return pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
}

/**
 * 413 over the byte limit (multer stops it first for uploads; this holds for any other caller), 422
 * unless the first bytes are a JPEG, PNG or WebP signature: nothing else (GIF, SVG, TIFF, HEIF, PDF...)
 * ever reaches a decoder, and the decoder must then read the same format.
 */
async function checkSizeAndSignature(input: string | Uint8Array): Promise<ImageFormat> {
  let size: number;
  let head: Uint8Array;
  if (typeof input === 'string') {
    size = (await stat(input)).size;
    const file = await open(input, 'r');
    try {
      const buffer = Buffer.alloc(12);
      const { bytesRead } = await file.read(buffer, 0, 12, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  } else {
    size = input.byteLength;
    head = input.subarray(0, 12);
  }
  if (size > LISTING_LIMITS.maxImageBytes) throw new ApiError(413, LISTING_MESSAGES.imageTooLarge);
  const format = signatureFormat(Buffer.from(head.buffer, head.byteOffset, head.byteLength));
  if (!format) throw notAnImage();
  return format;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function signatureFormat(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}
