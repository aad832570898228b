// The template-files module's one entry point: what the rest of the backend uses of it (docs/decisions/062).
export { FORMAT_LABELS, formatMismatch, isHeaderFile, recognisedFormat, type RecognisedFormat } from './package-format';
export { TemplateFilesModule } from './template-files.module';
export { TemplateFilesRepository } from './template-files.repository';
export { extractZipFiles, inspectZip, zipEntryHeads, zipEntryNames, zipEntryNamesOfFile, ZipRejection } from './zip-inspection';
