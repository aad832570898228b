import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { LISTING_MESSAGES } from '@tm/contracts/listings';
import { ListingImageSchema } from '@tm/contracts/listings.schemas';
import { ApiError } from '../../../common/http/api-error';
import { StoragePathError, StorageService } from '../../../infrastructure/storage';
import { localFile } from '../../../infrastructure/storage/testing/local-files';
import {
  LISTING_IMAGE_SIDE_MESSAGE,
  ListingImageProcessorService,
  listingImagePaths,
  type ListingImageSource,
} from './listing-image-processor.service';

const TEMPLATE_ID = '0190f5a2-7c1e-7a00-8000-0000000000aa';

/** A picture with some detail, so that encoders and decoders have real work. */
function picture(width: number, height: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (x ^ y) & 0xff;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A PNG whose header claims `width`×`height` pixels, with hardly any pixel data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('ListingImageProcessorService', () => {
  let dataDir: string;
  let storage: StorageService;
  let images: ListingImageProcessorService;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'listing-images-'));
    storage = new StorageService({ dataDir });
    images = new ListingImageProcessorService(storage);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const storedFiles = async (): Promise<string[]> => {
    const dir = join(dataDir, 'files', 'public', 'listing-images', TEMPLATE_ID);
    return existsSync(dir) ? (await readdir(dir)).sort() : [];
  };
  const stored = async (path: string) => readFile(localFile(storage, 'public', path));

  /** Stores an upload and reads both files back: their metadata and the returned description. */
  async function add(source: ListingImageSource) {
    const image = await images.addImage(TEMPLATE_ID, source);
    const paths = listingImagePaths(TEMPLATE_ID, image.id);
    const card = await stored(paths.card);
    const detail = await stored(paths.detail);
    return { image, card, detail, cardMeta: await sharp(card).metadata(), detailMeta: await sharp(detail).metadata() };
  }

  async function refusal(source: ListingImageSource): Promise<{ status: number; message: string }> {
    const before = await storedFiles();
    const error: unknown = await images.addImage(TEMPLATE_ID, source).then(
      () => new Error('the image was accepted'),
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof ApiError)) throw error;
    expect(await storedFiles()).toEqual(before); // nothing of a refused image is kept
    return { status: error.getStatus(), message: (error.getResponse() as { message: string }).message };
  }

  it.each([
    ['JPEG', () => picture(1600, 1200).jpeg().toBuffer(), { width: 1200, height: 900 }],
    ['PNG', () => picture(800, 600).png().toBuffer(), { width: 800, height: 600 }],
    ['WebP', () => picture(1000, 4000).webp().toBuffer(), { width: 600, height: 2400 }],
  ])('stores a %s as a 600×400 card and a detail size that keeps the whole image', async (_format, make, detailSize) => {
    const { image, cardMeta, detailMeta } = await add(await make());

    expect(ListingImageSchema.parse(image)).toEqual(image);
    expect(image.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(image).toMatchObject(detailSize);
    expect(image.url).toBe(`/api/public-files/listing-images/${TEMPLATE_ID}/${image.id}-detail.webp`);
    expect(image.cardUrl).toBe(`/api/public-files/listing-images/${TEMPLATE_ID}/${image.id}-card.webp`);
    expect(cardMeta).toMatchObject({ format: 'webp', width: 600, height: 400 });
    expect(detailMeta).toMatchObject({ format: 'webp', ...detailSize });
  });

  it('reads an upload from the file multer left on disk', async () => {
    const path = join(dataDir, 'upload.bin');
    await writeFile(path, await picture(300, 200).png().toBuffer());
    const { image } = await add({ path });
    expect(image).toMatchObject({ width: 300, height: 200 });
  });

  it('keeps no EXIF, GPS, XMP or colour profile of the upload', async () => {
    const upload = await picture(800, 600)
      .withExif({ IFD0: { Copyright: 'The owner', Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const input = await sharp(upload).metadata();
    expect(input.exif?.toString('latin1')).toContain('The owner');
    expect(input.icc).toBeDefined();

    const { card, detail, cardMeta, detailMeta } = await add(upload);
    for (const meta of [cardMeta, detailMeta]) {
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
    for (const file of [card, detail]) {
      expect(file.toString('latin1')).not.toContain('The owner');
      expect(file.toString('latin1')).not.toMatch(/EXIF|XMP |ICCP/);
    }
  });

  it('turns an EXIF-rotated JPEG upright', async () => {
    // Stored sideways: red on the left, blue on the right; orientation 6 says "turn 90° clockwise to show".
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 400, height: 200, orientation: 6 });

    const { image, detail } = await add(sideways);
    expect(image).toMatchObject({ width: 200, height: 400 });
    const { data, info } = await sharp(detail).raw().toBuffer({ resolveWithObject: true });
    const colour = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [top, bottom] = [colour(100, 50), colour(100, 350)];
    expect(top[0]).toBeGreaterThan(200); // red on top
    expect(top[2]).toBeLessThan(50);
    expect(bottom[2]).toBeGreaterThan(200); // blue below
    expect(bottom[0]).toBeLessThan(50);
  });

  it('refuses a text file named .png with 422, from disk as from memory', async () => {
    const path = join(dataDir, 'notes.png');
    await writeFile(path, 'These are not pixels.\n');
    expect(await refusal({ path })).toEqual({ status: 422, message: LISTING_MESSAGES.notAnImage });
    expect(await refusal(Buffer.from('These are not pixels.\n'))).toEqual({ status: 422, message: LISTING_MESSAGES.notAnImage });
    expect(await refusal(Buffer.alloc(0))).toEqual({ status: 422, message: LISTING_MESSAGES.notAnImage });
  });

  it('refuses a truncated JPEG with 422', async () => {
    const whole = await picture(1200, 900).jpeg({ quality: 95 }).toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect((await sharp(truncated).metadata()).width).toBe(1200); // its header still reads
    expect(await refusal(truncated)).toEqual({ status: 422, message: LISTING_MESSAGES.notAnImage });
  });

  it.each([
    ['GIF', () => picture(400, 300).gif().toBuffer()],
    ['TIFF', () => picture(400, 300).tiff().toBuffer()],
    [
      'SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300"/></svg>'),
    ],
    [
      'PNG signature in front of a GIF',
      async () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), await picture(400, 300).gif().toBuffer()]),
    ],
  ])('refuses a %s with 422, however it is named', async (_format, make) => {
    expect(await refusal(await make())).toEqual({ status: 422, message: LISTING_MESSAGES.notAnImage });
  });

  it('refuses an image below the smallest side', async () => {
    expect(await refusal(await picture(1, 1).png().toBuffer())).toEqual({ status: 422, message: LISTING_IMAGE_SIDE_MESSAGE });
    expect(await refusal(await picture(1000, 199).png().toBuffer())).toEqual({ status: 422, message: LISTING_IMAGE_SIDE_MESSAGE });
  });

  it('refuses an image above the largest side from its header, without decoding it', async () => {
    const started = Date.now();
    expect(await refusal(pngClaiming(100_000, 100_000))).toEqual({ status: 422, message: LISTING_IMAGE_SIDE_MESSAGE });
    expect(await refusal(pngClaiming(8_001, 300))).toEqual({ status: 422, message: LISTING_IMAGE_SIDE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2_000); // 40 gigapixels were never decoded
    const long = await sharp({ create: { width: 9000, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await refusal(long)).toEqual({ status: 422, message: LISTING_IMAGE_SIDE_MESSAGE });
  });

  it('refuses more bytes than the limit with 413', async () => {
    const upload = await picture(400, 300).png().toBuffer();
    const padded = Buffer.concat([upload, Buffer.alloc(10 * 1024 * 1024)]);
    expect(await refusal(padded)).toEqual({ status: 413, message: LISTING_MESSAGES.imageTooLarge });
  });

  it('removes both files of an image, and a second time finds nothing to remove', async () => {
    const { image } = await add(await picture(400, 300).png().toBuffer());
    const paths = listingImagePaths(TEMPLATE_ID, image.id);
    expect(await storage.existsPublic(paths.card)).toBe(true);
    expect(await storage.existsPublic(paths.detail)).toBe(true);

    await images.removeImage(TEMPLATE_ID, image.id);
    expect(await storage.existsPublic(paths.card)).toBe(false);
    expect(await storage.existsPublic(paths.detail)).toBe(false);
    await expect(images.removeImage(TEMPLATE_ID, image.id)).resolves.toBeUndefined();
  });

  it('refuses ids that could name another path', async () => {
    await expect(images.removeImage(TEMPLATE_ID, '../../generated-images/x')).rejects.toBeInstanceOf(StoragePathError);
    await expect(images.removeImage('../private', '0190f5a2-7c1e-7a00-8000-0000000000aa')).rejects.toBeInstanceOf(StoragePathError);
    await expect(images.addImage('a/b', await picture(400, 300).png().toBuffer())).rejects.toBeInstanceOf(StoragePathError);
  });
});
