import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../../config/app-config';
import type { StorageArea } from '../storage-paths';
import type { ByteRange, OpenedFile, StorageDriver, StoredFileInfo } from './storage-driver';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/** Multipart uploads: 8 MB parts, 2 in flight, so an upload holds about 16 MB whatever its size. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** Sockets to the store per process: downloads stream for minutes, so they must not starve the rest. */
const MAX_SOCKETS = 64;

/** The client every S3 call goes through; also used by `npm run storage:migrate`. */
export function s3Client(config: S3StorageConfig): S3Client {
  const agentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: MinIO before 2025, R2 and s3rver do not read the
    // aws-chunked trailers the SDK sends by default since 3.729 (decision 048).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // The options of the SDK's Node handler: a socket silent for requestTimeout fails the call,
    // including a body being streamed.
    requestHandler: {
      connectionTimeout: config.timeoutMs,
      requestTimeout: config.timeoutMs,
      httpAgent: new HttpAgent(agentOptions),
      httpsAgent: new HttpsAgent(agentOptions),
    },
  });
}

/**
 * Files as objects of one bucket (decision 048): `public/<path>` and `private/<path>`. S3 writes are
 * atomic (an object appears whole when its PUT or multipart upload completes), so no temporary names.
 */
export class S3Driver implements StorageDriver {
  readonly name = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3StorageConfig, client?: S3Client) {
    this.client = client ?? s3Client(config);
    this.bucket = config.bucket;
  }

  async write(
    area: StorageArea,
    path: string,
    data: string | Uint8Array,
    options: { overwrite: boolean; contentType: string },
  ): Promise<boolean> {
    // Not every S3-compatible store honours If-None-Match on PUT; the files written this way (images
    // drawn from a design) are the same whoever writes them, so a race only writes them twice.
    if (!options.overwrite && (await this.stat(area, path))) return false;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: keyOf(area, path), Body: data, ContentType: options.contentType }),
    );
    return true;
  }

  async putLocalFile(
    area: StorageArea,
    path: string,
    localFile: string,
    options: { contentType: string; metadata?: Record<string, string> },
  ): Promise<void> {
    try {
      const { size } = await stat(localFile);
      const params = { Bucket: this.bucket, Key: keyOf(area, path), ContentType: options.contentType, Metadata: options.metadata };
      if (size <= PART_BYTES) {
        await this.client.send(new PutObjectCommand({ ...params, Body: createReadStream(localFile), ContentLength: size }));
        return;
      }
      const upload = new Upload({
        client: this.client,
        params: { ...params, Body: createReadStream(localFile, { highWaterMark: 1024 * 1024 }) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
    } finally {
      await rm(localFile, { force: true });
    }
  }

  async read(area: StorageArea, path: string): Promise<Buffer | null> {
    const opened = await this.open(area, path);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stat(area: StorageArea, path: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: keyOf(area, path) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0), etag: head.ETag ?? '""' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async open(area: StorageArea, path: string, range?: ByteRange): Promise<OpenedFile | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: keyOf(area, path),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // In Node the body is an http.IncomingMessage: it streams, paced by its reader.
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(area: StorageArea, path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: keyOf(area, path) }));
  }

  presignedUrl(area: StorageArea, path: string, options: { seconds: number; downloadName: string }): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: keyOf(area, path),
      ResponseContentDisposition: `attachment; filename="${options.downloadName}"`,
      ResponseContentType: 'application/zip',
      ResponseCacheControl: 'no-store',
    });
    return getSignedUrl(this.client, command, { expiresIn: options.seconds });
  }
}

/** The object key of a file: its area, then its normalised path. */
export function keyOf(area: StorageArea, path: string): string {
  return `${area}/${path}`;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
}
