import type { Readable } from 'node:stream';
import type { StorageArea } from '../storage-paths';

/** What a reader needs to answer conditionally and say how long the body is. */
export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
  /** A strong or weak HTTP entity tag, quotes included. */
  etag: string;
}

/** A stored file opened for reading: the bytes as a stream, and its size (all of it, or the range asked for). */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** Bytes `start` to `end`, both included (an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One way of keeping the shop's files (decision 048): the local disk or an S3 bucket. Paths reach a
 * driver already normalised (normalizeStoragePath); a write is seen whole or not at all.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  /** false: `overwrite` was false and the file existed. */
  write(area: StorageArea, path: string, data: string | Uint8Array, options: { overwrite: boolean; contentType: string }): Promise<boolean>;
  /**
   * Takes a file of the local scratch directory into storage (moved on disk, streamed in parts to a
   * bucket): memory stays flat whatever its size. The scratch file is gone afterwards either way.
   */
  putLocalFile(
    area: StorageArea,
    path: string,
    localFile: string,
    options: { contentType: string; metadata?: Record<string, string> },
  ): Promise<void>;
  read(area: StorageArea, path: string): Promise<Buffer | null>;
  stat(area: StorageArea, path: string): Promise<StoredFileInfo | null>;
  /** null when there is no such file. */
  open(area: StorageArea, path: string, range?: ByteRange): Promise<OpenedFile | null>;
  /** Nothing happens when there is no such file. */
  remove(area: StorageArea, path: string): Promise<void>;
  /** A URL a browser may fetch the file from for `seconds`, or null when this driver has none (the local disk). */
  presignedUrl(area: StorageArea, path: string, options: { seconds: number; downloadName: string }): Promise<string | null>;
}
