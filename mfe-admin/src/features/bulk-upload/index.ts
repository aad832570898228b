export { BulkUploadTab } from './bulk-upload-tab';
