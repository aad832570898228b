import { z } from 'zod';
import { ChangePasswordSchema } from './account-settings';
import { ACCOUNT_PRIVACY_MESSAGES, REVIEWS_ON_DELETION } from './account-privacy';

/**
 * One schema per call of docs/decisions/086-download-my-data-and-delete-my-account.md; the forms and the
 * server validate with these same schemas.
 */

/** POST API.accountExport: nothing to say, so nothing may be said. */
export const AccountExportRequestSchema = z.strictObject({});
export type AccountExportRequest = z.infer<typeof AccountExportRequestSchema>;

/** Its answer when the file is mailed later (202); at once it answers the file itself. */
export const AccountExportQueuedSchema = z.object({ message: z.string(), records: z.number().int().nonnegative() });

/** GET API.accountExportDownload?token=…: the mailed link's token. */
export const AccountExportDownloadQuerySchema = z.object({
  token: z
    .string({ error: ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid })
    .min(1, ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid)
    .max(1000, ACCOUNT_PRIVACY_MESSAGES.exportLinkInvalid),
});
export type AccountExportDownloadQuery = z.infer<typeof AccountExportDownloadQuerySchema>;

const reviews = z.enum(REVIEWS_ON_DELETION, { error: ACCOUNT_PRIVACY_MESSAGES.reviewsChoice });

/** POST API.accountDelete: the current password, as every account setting asks (decision 084), and the reviews' fate. */
export const DeleteAccountSchema = z.object({
  currentPassword: ChangePasswordSchema.shape.currentPassword,
  reviews,
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** POST ACCOUNT_PRIVACY_ADMIN_API.deleteCustomer: an admin carries out a request that came by mail. */
export const AdminDeleteAccountSchema = z.strictObject({ reviews });
export type AdminDeleteAccount = z.infer<typeof AdminDeleteAccountSchema>;
