// The Templates tab (the admin panel's first screen), its statistics, the ZIP checks and upload the
// Bulk Upload tab uses too, and the upload dialog (lazy: its own chunk) the listing editor opens.
export { LazyUploadZipDialog, TemplatesTab } from './templates-tab';
export { preloadTemplatesStatus, useTemplateStats } from './templates-status-api';
export { bulkUpload, fileRefusal, uploadZip } from './template-zip-api';
export { ChangelogField, ZipFileField } from './zip-upload-fields';
