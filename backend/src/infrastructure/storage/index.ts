// The storage module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { contentTypeOf } from './content-types';
export { keyOf, s3Client, type S3StorageConfig } from './drivers/s3.driver';
export { PublicFileFallbacksService, type RenderedFile } from './public-file-fallbacks';
export { normalizeStoragePath, STORAGE_AREAS, type StorageArea } from './storage-paths';
export { StorageModule } from './storage.module';
export { StoragePathError, StorageService } from './storage.service';
export { StoredFileReader } from './stored-file-reader';
