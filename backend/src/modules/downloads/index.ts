// The downloads module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { DownloadLinksService } from './download-links.service';
export { DownloadsJobsModule } from './downloads-jobs.module';
export { DownloadsModule } from './downloads.module';
export { ItemUpdatesService } from './item-updates.service';
export { contentsOf } from './package-contents';
export { uploadedKey } from './package-facts-builder';
export { PackageFactsRepository } from './package-facts.repository';
export { sendZip, type ZipDownload } from './zip-response';
