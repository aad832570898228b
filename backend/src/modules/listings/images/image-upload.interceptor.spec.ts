import { Controller, type INestApplication, Module, Param, Post, Req, UseInterceptors } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Request } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { LISTING_IMAGE_FIELD, LISTING_LIMITS, LISTING_MESSAGES } from '@tm/contracts/listings';
import type { ListingImage } from '@tm/contracts/listings.schemas';
import { ApiExceptionFilter } from '../../../common/http/api-exception.filter';
import { StorageService } from '../../../infrastructure/storage';
import { waitFor } from '../../../testing/wait-for';
import { ListingImageUpload, NO_IMAGE_MESSAGE, uploadedListingImage } from './image-upload.interceptor';
import { ListingImageProcessorService } from './listing-image-processor.service';

const TEMPLATE_ID = 'template-1';
const BOUNDARY = 'x-image-boundary-42';

/** What the handler saw of the temporary file while it ran. */
const seen: Array<{ path: string; existed: boolean; originalname: string }> = [];

@Controller()
class UploadTestController {
  constructor(private readonly images: ListingImageProcessorService) {}

  @Post('/upload/:templateId')
  @UseInterceptors(ListingImageUpload())
  upload(@Req() req: Request, @Param('templateId') templateId: string): Promise<ListingImage> {
    const file = uploadedListingImage(req);
    seen.push({ path: file.path, existed: existsSync(file.path), originalname: file.originalname });
    return this.images.addImage(templateId, file);
  }
}

interface Part {
  name: string;
  filename?: string;
  type?: string;
  body: Buffer | string;
}

function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe('ListingImageUpload', () => {
  let dataDir: string;
  let storage: StorageService;
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'listing-image-upload-'));
    storage = new StorageService({ dataDir });
    @Module({
      controllers: [UploadTestController],
      providers: [{ provide: StorageService, useValue: storage }, ListingImageProcessorService],
    })
    class UploadTestModule {}
    app = await NestFactory.create(UploadTestModule, { logger: false });
    app.useGlobalFilters(new ApiExceptionFilter());
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const scratchFiles = () => (existsSync(storage.scratchDir) ? readdirSync(storage.scratchDir) : []);
  const noScratchFiles = () => waitFor(() => scratchFiles().length === 0, { what: 'the temporary upload to be removed' });

  /** Sends `body` in chunks as a multipart upload; the answer's status and JSON, or 'aborted' when the connection was cut. */
  const send = (body: Buffer, contentLength = body.length, agent: Agent | false = false) =>
    new Promise<{ status: number; body: unknown; connection?: string } | 'aborted'>((resolve) => {
      const req = httpRequest(`${url}/upload/${TEMPLATE_ID}`, {
        method: 'POST',
        agent, // by default one connection per request: what a refusal does to its connection is asserted, not inherited
        headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': String(contentLength) },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null') as unknown,
            connection: res.headers.connection,
          }),
        );
      });
      req.on('error', () => resolve('aborted'));
      const pump = (offset: number): void => {
        if (req.destroyed) return;
        if (offset >= body.length) {
          req.end();
          return;
        }
        const next = offset + 256 * 1024;
        if (req.write(body.subarray(offset, next))) setImmediate(() => pump(next));
        else req.once('drain', () => pump(next));
      };
      pump(0);
    });

  it('streams the image to scratch space, hands it to the handler and removes it afterwards', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const answer = await send(multipart([{ name: LISTING_IMAGE_FIELD, filename: 'shot.png', type: 'image/png', body: png }]));

    expect(answer).toMatchObject({ status: 201, body: { width: 900, height: 600 } });
    expect(seen).toEqual([{ path: expect.any(String) as string, existed: true, originalname: 'shot.png' }]);
    expect(dirname(seen[0]!.path)).toBe(storage.scratchDir);
    await noScratchFiles();
  });

  it('answers 422 to a file that is not an image, whatever its name and type, and removes it', async () => {
    const answer = await send(multipart([{ name: LISTING_IMAGE_FIELD, filename: 'shot.png', type: 'image/png', body: 'not pixels' }]));
    expect(answer).toMatchObject({ status: 422, body: { message: LISTING_MESSAGES.notAnImage } });
    expect(seen).toHaveLength(1);
    await noScratchFiles();
  });

  it('answers 413 to an image over the size limit, leaving no file', async () => {
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(LISTING_LIMITS.maxImageBytes)]);
    const answer = await send(multipart([{ name: LISTING_IMAGE_FIELD, filename: 'big.png', type: 'image/png', body: big }]));
    expect(answer).toEqual({ status: 413, body: { message: LISTING_MESSAGES.imageTooLarge }, connection: 'close' });
    expect(seen).toEqual([]);
    await noScratchFiles();
  });

  it('answers 413 before reading a body that declares itself too large', async () => {
    const head = multipart([{ name: LISTING_IMAGE_FIELD, filename: 'huge.png', type: 'image/png', body: 'x' }]);
    const answer = await send(head, LISTING_LIMITS.maxImageBytes * 2);
    expect(answer).toEqual({ status: 413, body: { message: LISTING_MESSAGES.imageTooLarge }, connection: 'close' });
    expect(seen).toEqual([]);
    await noScratchFiles();
  });

  it("answers a kept-alive client's next request after refusing a body it did not read", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const head = multipart([{ name: LISTING_IMAGE_FIELD, filename: 'huge.png', type: 'image/png', body: 'x' }]);
      expect(await send(head, LISTING_LIMITS.maxImageBytes * 2, agent)).toMatchObject({ status: 413 });
      expect(await send(multipart([{ name: 'revision', body: '3' }]), undefined, agent)).toMatchObject({
        status: 400,
        body: { message: NO_IMAGE_MESSAGE },
      });
    } finally {
      agent.destroy();
    }
  });

  it.each([
    ['no file', [{ name: 'revision', body: '3' }], NO_IMAGE_MESSAGE],
    ['a file in another field', [{ name: 'picture', filename: 'a.png', body: 'x' }], NO_IMAGE_MESSAGE],
    [
      'two files',
      [
        { name: LISTING_IMAGE_FIELD, filename: 'a.png', body: 'x' },
        { name: LISTING_IMAGE_FIELD, filename: 'b.png', body: 'y' },
      ],
      'Send one image per upload',
    ],
    ['too many fields', ['a', 'b', 'c'].map((name) => ({ name, body: '1' })), 'Too many form fields in the upload'],
    ['a long field', [{ name: 'note', body: 'x'.repeat(2048) }], 'A form field value is too long'],
  ])('answers 400 to %s, leaving no file', async (_what, parts: Part[], message) => {
    expect(await send(multipart(parts))).toMatchObject({ status: 400, body: { message } });
    expect(seen).toEqual([]);
    await noScratchFiles();
  });

  it('answers 400 to a body that is not multipart', async () => {
    const answer = await send(Buffer.from('just text, no parts'));
    expect(answer).toMatchObject({ status: 400 });
    await noScratchFiles();
  });
});
