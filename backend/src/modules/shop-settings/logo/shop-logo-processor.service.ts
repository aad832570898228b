import { Injectable } from '@nestjs/common';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { CATALOG_API } from '@tm/contracts/catalog';
import { SHOP_LOGO_LIMITS as LIMITS, SHOP_LOGO_MESSAGES as MESSAGES, type ShopLogo } from '@tm/contracts/shop-settings';
import { ApiError } from '../../../common/http/api-error';
import { uuidV7 } from '../../../database/uuid-v7';
import { StoragePathError, StorageService } from '../../../infrastructure/storage';

/** Where the logo lives in the public storage area: `shop-logo/<logoId>-1x.webp` and `-2x.webp`. */
export const SHOP_LOGO_DIR = 'shop-logo';

/** A stored logo: its id (its files' name) and the 1x file's size. */
export interface StoredLogo {
  id: string;
  width: number;
  height: number;
}

/** The decoder refuses anything larger before it allocates a pixel. */
const MAX_INPUT_PIXELS = LIMITS.maxSide * LIMITS.maxSide;
/** Logos are flat colours and sharp edges: a high quality keeps them clean, and the files stay a few KB. */
const WEBP = { quality: 90, alphaQuality: 100, effort: 5 } as const;

type ImageFormat = 'jpeg' | 'png' | 'webp';

const LOGO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notAnImage = () => new ApiError(422, MESSAGES.notAnImage);

/**
 * Turns an uploaded logo into the two WebP files the header shows (decision 075, the logo): the 1x inside
 * SHOP_LOGO_LIMITS.width × height, the 2x inside twice that, neither enlarged. The file is judged by a
 * real decoder, never by its name or declared type: its first bytes must be a PNG, JPEG or WebP
 * signature (an SVG is refused by name: it is a document that can carry scripts, and nothing here
 * sanitises it), the decoder must agree, its sides must be within the limits (read from the header,
 * before a pixel is decoded) and all of it must decode. The output is turned upright by its EXIF
 * orientation and carries no metadata.
 */
@Injectable()
export class ShopLogoProcessorService {
  constructor(private readonly storage: StorageService) {}

  /** Stores both sizes under a new id. 413 over the byte limit, 422 for anything else refused; nothing is stored then. */
  async store(bytes: Uint8Array): Promise<StoredLogo> {
    if (bytes.byteLength > LIMITS.maxBytes) throw new ApiError(413, MESSAGES.tooLarge);
    const signature = signatureFormat(Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 12)));
    if (!signature) throw new ApiError(422, looksLikeMarkup(bytes) ? MESSAGES.svg : MESSAGES.notAnImage);

    // limitInputPixels: a header claiming more is refused by libvips itself. failOn 'warning': a truncated
    // or corrupt file is refused rather than stored half grey. pages 1: the first frame of an animation.
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 });
    let meta: Metadata;
    try {
      meta = await image.metadata();
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ApiError(422, MESSAGES.sides);
      throw notAnImage();
    }
    if (meta.format !== signature) throw notAnImage();
    const sides = [meta.width, meta.height];
    if (sides.some((side) => !(side >= LIMITS.minSide && side <= LIMITS.maxSide))) throw new ApiError(422, MESSAGES.sides);

    let one: { data: Buffer; info: OutputInfo };
    let two: { data: Buffer; info: OutputInfo };
    try {
      [one, two] = await Promise.all([encode(image.clone(), 1), encode(image.clone(), 2)]);
    } catch {
      throw notAnImage(); // the decoder gave up part way (truncated, corrupt)
    }

    const id = uuidV7();
    const paths = shopLogoPaths(id);
    try {
      await this.storage.writePublic(paths.one, one.data);
      await this.storage.writePublic(paths.two, two.data);
    } catch (error) {
      await this.remove(id).catch(() => undefined);
      throw error;
    }
    return { id, width: one.info.width, height: one.info.height };
  }

  /** Deletes both files of a logo; a file already gone is no error. */
  async remove(id: string): Promise<void> {
    const paths = shopLogoPaths(id);
    await Promise.all([this.storage.remove('public', paths.one), this.storage.remove('public', paths.two)]);
  }
}

/** Both files' paths in the public storage area. */
export function shopLogoPaths(id: string): { one: string; two: string } {
  if (!LOGO_ID.test(id)) throw new StoragePathError();
  return { one: `${SHOP_LOGO_DIR}/${id}-1x.webp`, two: `${SHOP_LOGO_DIR}/${id}-2x.webp` };
}

/**
 * The logo as pages show it, through the public-files route (which redirects to PUBLIC_FILES_BASE_URL
 * when a CDN serves the area). Each upload has a new id, so its URLs are new: no cache shows an old logo.
 */
export function shopLogoOf(stored: StoredLogo): ShopLogo {
  const paths = shopLogoPaths(stored.id);
  return {
    url: `${CATALOG_API.publicFiles}/${paths.one}`,
    url2x: `${CATALOG_API.publicFiles}/${paths.two}`,
    width: stored.width,
    height: stored.height,
  };
}

function encode(pipeline: Sharp, scale: 1 | 2): Promise<{ data: Buffer; info: OutputInfo }> {
  // No keepMetadata()/withMetadata(): sharp writes none of the input's EXIF, XMP, IPTC or ICC.
  return pipeline
    .autoOrient()
    .resize({ width: LIMITS.width * scale, height: LIMITS.height * scale, fit: 'inside', withoutEnlargement: true })
    .webp(WEBP)
    .toBuffer({ resolveWithObject: true });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function signatureFormat(head: Buffer): ImageFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** An SVG (or any XML/HTML) file: its first character past a byte-order mark and white space is '<'. */
function looksLikeMarkup(bytes: Uint8Array): boolean {
  const start = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 512))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return start.startsWith('<');
}
