// Zod-free at run time: the dashboard, the back office and the server import these; the schemas are in
// account-privacy.schemas.ts.

/**
 * The buyer's privacy rights from the dashboard (docs/decisions/086-download-my-data-and-delete-my-account.md):
 * a copy of everything the shop holds about the account (GDPR art. 15 and 20) and the deletion of the
 * account (art. 17), which an admin can also carry out for a request that came by mail.
 */

/** An account with at most this many records gets its data at once; a larger one by a link mailed when the file is ready. */
export const ACCOUNT_EXPORT_INLINE_MAX = 1_000;
/** How long the mailed link (and the file behind it) lasts. */
export const ACCOUNT_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Exports per account within ACCOUNT_EXPORT_WINDOW_MS, at once or mailed. */
export const ACCOUNT_EXPORTS_PER_WINDOW = 3;
export const ACCOUNT_EXPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The `format` of the file, and its version: a later change to its shape is a new version. */
export const ACCOUNT_EXPORT_FORMAT = 'tm-account-data';
export const ACCOUNT_EXPORT_VERSION = 1;

/** Every section of the file, in its order: each kind of record the shop keeps about an account has one. */
export const ACCOUNT_EXPORT_SECTIONS = [
  'account',
  'orders',
  'orderRecords',
  'payments',
  'consents',
  'entitlements',
  'downloads',
  'cart',
  'customBuildCart',
  'cartRequests',
  'wishlist',
  'reviews',
  'contactMessages',
  'customBuildSummaries',
  'customBuildDeliveries',
  'sessions',
  'knownDevices',
  'signInFailures',
  'passwordResetRequests',
  'emailChangeRequests',
  'mail',
  'dataExports',
  'usageLimits',
  'backgroundJobs',
  'adminActions',
] as const;
export type AccountExportSection = (typeof ACCOUNT_EXPORT_SECTIONS)[number];

/** The file's name: the username and the day it was made, e.g. `account-data-ada-2026-12-07.json`. */
export const accountExportFileName = (username: string, at: Date) =>
  `account-data-${username.replace(/[^\w-]/g, '_')}-${at.toISOString().slice(0, 10)}.json`;

/** What becomes of the account's reviews when it is deleted: the user (or the admin for them) chooses. */
export const REVIEWS_ON_DELETION = ['anonymise', 'remove'] as const;
export type ReviewsOnDeletion = (typeof REVIEWS_ON_DELETION)[number];

export const REVIEWS_ON_DELETION_LABELS: Record<ReviewsOnDeletion, string> = {
  anonymise: 'Keep my reviews without my name (they show as “Verified buyer”)',
  remove: 'Remove my reviews',
};

/** The same choice as the back office words it, about someone else's reviews. */
export const ADMIN_REVIEWS_ON_DELETION_LABELS: Record<ReviewsOnDeletion, string> = {
  anonymise: 'Keep their reviews without their name (shown as “Verified buyer”)',
  remove: 'Remove their reviews',
};

/** What stays and what goes when an account is deleted: shown before the user (or the admin) confirms. */
export const ACCOUNT_DELETION_TEXTS = {
  kept: [
    'Your orders and invoices, as sales records for as long as tax law requires: what was bought, when, the prices and tax, and the name, country and tax id given at payment. The email address and phone number on them are removed.',
    'That each download took place and when (it shows a purchase was delivered), without the address it came from.',
  ],
  gone: [
    'Your profile: username, email address, name and password. Both the username and the email address can be used for a new account straight away.',
    'Every session: you are signed out on every device at once.',
    'Your downloads: the templates you bought can no longer be downloaded, so download what you need first.',
    'Your cart, wishlist, custom build summaries and builds, contact messages, the copies of mail we sent you, data exports, and password and email change requests.',
    'Orders not paid yet are cancelled.',
  ],
} as const;

/** The same statement as the back office reads it, about the customer rather than to them. */
export const ADMIN_ACCOUNT_DELETION_TEXTS = {
  kept: [
    'Their orders and invoices, as sales records for as long as tax law requires: what was bought, when, the prices and tax, and the name, country and tax id given at payment. The email address and phone number on them are removed.',
    'That each download took place and when, without the address it came from.',
  ],
  gone: [
    'Their profile: username, email address, name and password. Both can be used for a new account straight away.',
    'Every session: they are signed out on every device at once.',
    'Their downloads: the templates they bought can no longer be downloaded.',
    'Their cart, wishlist, custom build summaries and builds, contact messages, the copies of mail sent to them, data exports, and password and email change requests.',
    'Orders not paid yet are cancelled.',
  ],
} as const satisfies Record<keyof typeof ACCOUNT_DELETION_TEXTS, readonly string[]>;

export const ACCOUNT_PRIVACY_MESSAGES = {
  exportQueued: (records: number) =>
    `Your account holds ${records.toLocaleString('en-US')} records, more than we put in a download at once. We are preparing the file and will email you a link to it, valid for 7 days.`,
  tooManyExports: `You can download your data ${ACCOUNT_EXPORTS_PER_WINDOW} times a day. Please try again tomorrow.`,
  /** 400: not a link the shop made. */
  exportLinkInvalid: 'This download link is not valid.',
  /** 410 */
  exportLinkExpired: 'This download link has expired. You can ask for a new copy of your data under Account settings.',
  /** 404: unknown, gone, or another account's. */
  exportNotFound: 'This data export was not found. Sign in with the account it was made for.',
  exportFailed: 'We could not prepare your data. Please try again.',
  reviewsChoice: 'Please choose what happens to your reviews',
  accountDeleted:
    'Your account has been deleted, and you have been signed out everywhere. We have sent a confirmation to your email address.',
  adminAccountDeleted: 'The account was deleted and its owner was told by email.',
  /** 403: the shop needs its admins; an admin account is not deleted from the dashboard or the customers tab. */
  adminNotDeletable: 'An admin account cannot be deleted here.',
  customerNotFound: 'Customer not found',
} as const;

/** The answer of a POST to API.accountExport when the file is mailed later (202). */
export interface AccountExportQueued {
  message: string;
  records: number;
}

/** The back office's deletion of a customer's account (audited). POST AdminDeleteAccount → MessageResponse. */
export const ACCOUNT_PRIVACY_ADMIN_API = {
  deleteCustomer: '/api/admin/customers/:id/delete-account',
} as const;

/** The audit log's action for it. */
export const ACCOUNT_DELETION_AUDIT_ACTION = 'customer.delete-account';
