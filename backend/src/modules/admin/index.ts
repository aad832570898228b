// The admin module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { AdminModule } from './admin.module';
export { ShortLivedCounts } from './short-lived-counts';
export { uploadedFiles, ZipUpload, type UploadedZip } from './zip-upload.interceptor';
