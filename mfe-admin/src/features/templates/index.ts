// The Templates tab (the admin panel's first screen), its statistics, and the ZIP checks and upload the
// Bulk Upload tab uses too.
export { TemplatesTab } from './templates-tab';
export { preloadTemplatesStatus, useTemplateStats } from './templates-status-api';
export { bulkUpload, fileRefusal } from './template-zip-api';
