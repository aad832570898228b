// The back office's calls (docs/product/back-office.md §3, §7, §9): paths, limits and types. zod-free at run time like
// catalog.ts; the schemas are in admin.schemas.ts.

export const ADMIN_API = {
  templatesStatus: '/api/admin/templates-status',
  customers: '/api/admin/customers',
  customer: '/api/admin/customers/:id',
  customerOrders: '/api/admin/customers/:id/orders',
  uploadZip: '/api/admin/templates/:id/upload-zip',
  deleteZip: '/api/admin/templates/:id/zip',
  deleteTemplate: '/api/admin/templates/:id',
  bulkUpload: '/api/admin/bulk-upload',
  refundOrder: '/api/admin/orders/:id/refund',
  auditLog: '/api/admin/audit-log',
  /** GET → FirstSteps; PUT FirstStepsBody → FirstSteps (hides or shows the panel's checklist; audited). @tm/contracts/shop-settings-first-steps */
  firstSteps: '/api/admin/first-steps',
} as const;

/** The multipart field of an upload (docs/product/back-office.md §7), and the optional changelog note beside it. */
export const ZIP_UPLOAD_FIELD = 'zipFile';
export const CHANGELOG_FIELD = 'changelog';

/** An admin path with its :params filled in. */
export function adminPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Every admin call starts with this; the server refuses all of them to anyone but an admin. */
export const ADMIN_API_PREFIX = '/api/admin/';

export const ADMIN_LIMITS = {
  /** Templates table page size (docs/product/back-office.md §9), also the most a caller may ask for. */
  templatesPageSize: 100,
  /** Customers table: its page size, and the most a caller may ask for. */
  customersPageSize: 20,
  maxCustomersPageSize: 100,
  maxCustomerSearch: 100,
  /** docs/product/back-office.md §5 and §9: 100MB per ZIP. */
  maxZipBytes: 100 * 1024 * 1024,
  /** What a ZIP's central directory may hold (decision 030): anything beyond is refused unopened. */
  maxZipEntries: 10_000,
  maxZipUncompressedBytes: 1024 * 1024 * 1024,
  maxZipCompressionRatio: 100,
  /** Bytes of one entry's name (the names are listed on the template page). */
  maxZipEntryNameBytes: 255,
  /** ZIPs inside the ZIP are checked too, with the same limits, this many levels down. */
  maxZipNesting: 2,
  maxChangelog: 1_000,
  /** Files in one bulk upload. */
  maxBulkFiles: 20,
  minRefundReason: 3,
  maxRefundReason: 500,
  auditPageSize: 50,
  maxAuditPageSize: 200,
} as const;

/** docs/product/back-office.md §8 texts the admin panel shows. */
export const ADMIN_MESSAGES = {
  noTemplates: 'No templates found',
  refreshFailedTitle: 'Refresh Failed',
  refreshFailedTemplates: 'Failed to refresh templates',
  refreshFailedStatus: 'Failed to refresh status',
  templatesRefreshed: 'Templates Refreshed',
  statusRefreshed: 'Status Refreshed',
  noCustomers: 'No Customers Found',
  noCustomerOrders: 'No orders found for this customer',
  customersFailed: 'Failed to Load Customers',
  customerDetailsFailed: 'Failed to load customer details - may be insufficient admin privileges or a network error',
  adminAccessRequired:
    'Admin Access Required: You need administrator privileges to view customer data. Please log in with an admin account or contact your administrator for access.',
  customerNotFound: 'Customer not found',
  // ZIP uploads and deletes (docs/product/back-office.md §5, §8)
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Only ZIP files are allowed',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: 'Maximum file size is 100MB',
  uploadFailedTitle: 'Upload failed',
  uploadFailed: 'Failed to upload ZIP file',
  deleteFailedTitle: 'Delete failed',
  deleteZipFailed: 'Failed to delete ZIP file',
  noTemplateForFile: 'No template has the slug this file is named after',
  deleteTemplateFailed: 'Failed to delete template',
  zipUploadedTitle: 'ZIP uploaded',
  zipDeletedTitle: 'ZIP deleted',
  templateDeletedTitle: 'Template deleted',
  templateNotFound: 'Template not found',
  noZipFile: 'No ZIP file was sent (multipart field zipFile)',
  templateHasNoZip: 'This template has no ZIP file',
  /** The upload dialog's line: what the ZIP must be. */
  zipListedAs: (listed: string) => `Listed as: ${listed}. A ZIP made for another platform is refused, and the current download stays.`,
  /** 422 before anything is stored: the ZIP is recognisably another platform's package than the listing's. */
  zipPlatformMismatch: (found: string, name: string, listed: string) =>
    `This ZIP is ${found}, but "${name}" is listed as: ${listed}. Buyers get what the listing says, so upload a package of that kind.`,
  // Refunds (decision 030)
  orderNotFound: 'Order not found',
  refundOnlyCompleted: 'Only completed orders can be refunded',
  alreadyRefunded: 'This order has already been refunded',
  refundUnderWay: 'A refund of this order is already under way',
  /** Followed by the provider's own words. */
  providerRefundFailed: 'The payment provider did not refund the order:',
  refundedTitle: 'Order refunded',
  refundFailedTitle: 'Refund failed',
} as const;

/** docs/product/back-office.md §5: the browser confirmations before a delete, word for word. */
export const confirmDeleteZip = (name: string) => `Delete ZIP file for "${name}"?`;
export const confirmDeleteTemplate = (name: string) =>
  `Delete entire template "${name}"? This action cannot be undone and will remove the template from the marketplace completely.`;

/** What the server says when it refuses a ZIP's contents (each an HTTP 422, nothing kept). */
export const ZIP_REJECTIONS = {
  absolutePath: 'The ZIP holds an entry with an absolute path',
  parentSegment: 'The ZIP holds an entry whose path leaves its folder (..)',
  backslash: 'The ZIP holds an entry name with a backslash',
  symlink: 'The ZIP holds a symbolic link',
  encrypted: 'The ZIP holds an encrypted entry',
  tooManyEntries: 'The ZIP holds more than 10,000 entries',
  tooLarge: 'The ZIP would unpack to more than 1 GB',
  ratio: 'The ZIP is compressed more than 100 to 1 (a zip bomb)',
  overlap: 'The ZIP has entries whose data overlap (a zip bomb)',
  duplicate: 'The ZIP holds two entries with the same name',
  /** Followed by the two names (zipNameCollision). */
  nameCollision: 'The ZIP has two entries whose names differ only by case or accents',
  nameTooLong: 'The ZIP holds an entry name longer than 255 bytes',
  headerMismatch: 'The ZIP has entries whose headers disagree with its directory',
  sizeMismatch: 'The ZIP holds an entry larger than it declares (a zip bomb)',
  nestedArchive: 'The ZIP holds an archive too large or nested too deep to check',
  unreadable: 'The ZIP cannot be read',
  empty: 'The ZIP is empty',
  notAZip: 'The file is not a ZIP archive',
} as const;

/**
 * The 422 for two files that would be one on a case-insensitive or normalising file system (macOS,
 * Windows): `Theme/Style.css` and `theme/style.css`, or "café" written precomposed and decomposed.
 */
export const zipNameCollision = (first: string, second: string) => `${ZIP_REJECTIONS.nameCollision}: ${first} and ${second}`;

/** "2.5 MB": the size shown after an upload (docs/product/back-office.md §7: B, KB or MB). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const oneDecimal = (value: number) => value.toFixed(1).replace(/\.0$/, '');
  if (bytes < 1024 * 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${oneDecimal(bytes / (1024 * 1024))} MB`;
}

/**
 * What a buyer of a template gets (the Templates table's Package column): the uploaded ZIP; a package
 * made on request from a generated template's design; or nothing yet (an owner's listing still
 * waiting for its ZIP). An uploaded ZIP wins over a generated design.
 */
export const TEMPLATE_PACKAGES = ['uploaded', 'generated', 'missing'] as const;
export type TemplatePackage = (typeof TEMPLATE_PACKAGES)[number];
export const TEMPLATE_PACKAGE_LABELS: Record<TemplatePackage, string> = {
  uploaded: 'Uploaded',
  generated: 'Generated',
  missing: 'Missing',
};
/** The Package tag's longer words, for its tooltip and screen readers. */
export const TEMPLATE_PACKAGE_HINTS: Record<TemplatePackage, string> = {
  uploaded: 'Buyers download the uploaded ZIP',
  generated: 'Buyers download a package made on request',
  missing: 'No package yet: buyers cannot download it',
};

/** Which package a template's buyers get, from its ZIP flag and whether a generator designed it. */
export function templatePackage(hasZip: boolean, generated: boolean): TemplatePackage {
  if (hasZip) return 'uploaded';
  return generated ? 'generated' : 'missing';
}

/** A plain answer of an admin write: its message is shown as is. */
export interface AdminMessage {
  message: string;
}
