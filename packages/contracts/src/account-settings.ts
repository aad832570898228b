import { z } from 'zod';
import { ForgotPasswordSchema, PasswordSchema } from './auth';

/**
 * Account settings (docs/decisions/084-account-settings.md): a signed-in customer changes their
 * password or email address. Both ask for the current password first; the forms and the server
 * validate with these same schemas.
 */

/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many confirmation links per account per EMAIL_CHANGE_TTL_MS: the form cannot flood other people's mailboxes. */
export const EMAIL_CHANGE_MAX_PER_WINDOW = 5;

const currentPassword = z.string().min(1, 'Please enter your current password').max(256, 'Password is too long');

export const ChangePasswordSchema = z.object({
  currentPassword,
  newPassword: PasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = z.object({
  newEmail: ForgotPasswordSchema.shape.email,
  currentPassword,
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

const LINK_INVALID = 'This confirmation link is invalid, was already used or has expired';

export const ConfirmEmailChangeSchema = z.object({
  token: z.string().min(1, LINK_INVALID).max(200, LINK_INVALID),
});
export type ConfirmEmailChange = z.infer<typeof ConfirmEmailChangeSchema>;

export const ACCOUNT_SETTINGS_MESSAGES = {
  /** 400, not 401: the caller is signed in; only the password typed is wrong. */
  wrongCurrentPassword: 'Your current password is not correct',
  passwordChanged: 'Your password has been changed. You stay signed in here; every other device has been signed out.',
  /** Says no more than needed: not whether another account has it. */
  emailUnavailable: 'This email address cannot be used. Please choose another one.',
  sameEmail: 'That is already your email address',
  emailChangeSent: 'We have sent a confirmation link to your new address. Your email changes once you open it (within 24 hours).',
  tooManyEmailChanges: 'Too many email change requests for this account. Please try again tomorrow.',
  linkInvalid: LINK_INVALID,
  emailChanged: 'Your email address has been changed. Every other device has been signed out.',
} as const;
