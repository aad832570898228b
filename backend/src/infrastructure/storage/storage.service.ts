import { Injectable } from '@nestjs/common';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.module';
import { contentTypeOf } from './content-types';
import { LocalDiskDriver } from './drivers/local-disk.driver';
import { S3Driver } from './drivers/s3.driver';
import type { ByteRange, OpenedFile, StorageDriver, StoredFileInfo } from './drivers/storage-driver';
import { normalizeStoragePath, type StorageArea } from './storage-paths';

export { INVALID_PATH_MESSAGE, normalizeStoragePath, StoragePathError, type StorageArea } from './storage-paths';
export type { OpenedFile, StoredFileInfo } from './drivers/storage-driver';

export interface WriteOptions {
  /** false: leave an existing file alone (and report false). Default true. */
  overwrite?: boolean;
}

/** A presigned download is good for this long: enough to start it, too short to pass the link around. */
export const PRESIGNED_DOWNLOAD_SECONDS = 300;

type StorageSettings = Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 'storage' | 'publicFilesBaseUrl'>>;

/**
 * Every file the shop keeps (decision 048), in two areas: `public` (images, served at
 * /api/public-files/... or from PUBLIC_FILES_BASE_URL) and `private` (template ZIPs and their versions,
 * custom-build deliveries: only ever sent through a download's checks). The driver is the local disk
 * (DATA_DIR/files, the embedded default) or an S3 bucket that every machine shares. Paths are relative
 * and checked here; nothing outside the areas can be named.
 */
@Injectable()
export class StorageService {
  readonly driver: StorageDriver;
  /**
   * Local scratch space for uploads being received and checked, on this machine whatever the driver:
   * a ZIP is checked there before it is put into storage.
   */
  readonly scratchDir: string;
  private readonly publicBase: string | undefined;
  private readonly presignedDownloads: boolean;

  constructor(@InjectConfig() config: StorageSettings) {
    const settings = config.storage ?? { driver: 'local' };
    this.driver = settings.driver === 's3' ? new S3Driver(settings) : new LocalDiskDriver(resolve(config.dataDir, 'files'));
    this.scratchDir = join(resolve(config.dataDir), 'files', 'private', 'upload-tmp');
    this.publicBase = config.publicFilesBaseUrl;
    this.presignedDownloads = settings.driver === 's3' && settings.presignedDownloads;
  }

  async writePublic(relativePath: string, data: string | Uint8Array, options?: WriteOptions): Promise<boolean> {
    return this.write('public', relativePath, data, options);
  }

  async writePrivate(relativePath: string, data: string | Uint8Array, options?: WriteOptions): Promise<boolean> {
    return this.write('private', relativePath, data, options);
  }

  /** The whole file, or null when there is none: for small files only (images); stream the rest with open(). */
  async readPublic(relativePath: string): Promise<Buffer | null> {
    return this.driver.read('public', normalizeStoragePath(relativePath));
  }

  async readPrivate(relativePath: string): Promise<Buffer | null> {
    return this.driver.read('private', normalizeStoragePath(relativePath));
  }

  /** The file's size, date and entity tag, or null when there is no such file. */
  async statPublic(relativePath: string): Promise<StoredFileInfo | null> {
    return this.driver.stat('public', normalizeStoragePath(relativePath));
  }

  async statPrivate(relativePath: string): Promise<StoredFileInfo | null> {
    return this.driver.stat('private', normalizeStoragePath(relativePath));
  }

  async existsPublic(relativePath: string): Promise<boolean> {
    return (await this.statPublic(relativePath)) !== null;
  }

  async existsPrivate(relativePath: string): Promise<boolean> {
    return (await this.statPrivate(relativePath)) !== null;
  }

  /** A file opened for streaming (all of it, or `range`), or null when there is none. */
  async open(area: StorageArea, relativePath: string, range?: ByteRange): Promise<OpenedFile | null> {
    return this.driver.open(area, normalizeStoragePath(relativePath), range);
  }

  /** Takes a file of scratchDir into storage with flat memory; the scratch file is gone afterwards. */
  async putLocalFile(area: StorageArea, relativePath: string, localFile: string, metadata?: Record<string, string>): Promise<void> {
    const path = normalizeStoragePath(relativePath);
    return this.driver.putLocalFile(area, path, localFile, { contentType: contentTypeOf(path), ...(metadata ? { metadata } : {}) });
  }

  async remove(area: StorageArea, relativePath: string): Promise<void> {
    return this.driver.remove(area, normalizeStoragePath(relativePath));
  }

  /**
   * Where a buyer may fetch a private file as it is, for a few minutes, when the operator turned
   * presigned downloads on (S3_PRESIGNED_DOWNLOADS); null: stream it through the app.
   */
  async presignedDownloadUrl(relativePath: string, downloadName: string): Promise<string | null> {
    if (!this.presignedDownloads) return null;
    return this.driver.presignedUrl('private', normalizeStoragePath(relativePath), { seconds: PRESIGNED_DOWNLOAD_SECONDS, downloadName });
  }

  /** The public file's URL on PUBLIC_FILES_BASE_URL, or null when the app serves the public area itself. */
  publicUrl(relativePath: string): string | null {
    if (!this.publicBase) return null;
    const path = normalizeStoragePath(relativePath);
    return `${this.publicBase}/${path.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async write(area: StorageArea, relativePath: string, data: string | Uint8Array, options: WriteOptions = {}): Promise<boolean> {
    const path = normalizeStoragePath(relativePath);
    return this.driver.write(area, path, data, { overwrite: options.overwrite !== false, contentType: contentTypeOf(path) });
  }
}
