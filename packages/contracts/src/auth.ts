import { z } from 'zod';
import { plainText } from './plain-text';

// Texts are the spec's (docs/product/storefront.md §5); the forms and the server validate with these same schemas.
export const LoginSchema = z.object({
  username: z.string().trim().min(1, 'Username or email is required').max(254, 'Username or email is too long'),
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});
export type Login = z.infer<typeof LoginSchema>;

export const PASSWORD_RULE_MESSAGE = 'Password must contain at least one uppercase letter, one lowercase letter, and one number';

export const PasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).*$/, PASSWORD_RULE_MESSAGE);

/**
 * An email address of at most 254 characters. zod runs a string's checks after a failed one unless it
 * aborts, so without `abort` the address pattern would run over a body-sized string: 9-20 ms for a
 * 1 MB one (decision 064).
 */
const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'Please enter a valid email address', abort: true })
  .email('Please enter a valid email address');

const optionalName = (label: string) =>
  plainText(label)
    .trim()
    .max(50, `${label} must be at most 50 characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const SignupSchema = z.object({
  username: plainText('Username')
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(20, 'Username must be less than 20 characters')
    .regex(/^[a-zA-Z0-9_]+$/, 'Username can only contain letters, numbers, and underscores'),
  email: emailAddress,
  password: PasswordSchema,
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});
export type Signup = z.input<typeof SignupSchema>;

export const ForgotPasswordSchema = z.object({
  email: emailAddress,
});
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, 'Reset link is invalid or has expired').max(200, 'Reset link is invalid or has expired'),
  password: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The user as every client sees it (docs/product/storefront.md §3 User). Never carries the password hash. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password',
  tooManyAccountFailures: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
  tooManyIpFailures: 'Too many sign-in attempts from your network. Please try again later.',
  usernameTaken: 'That username is already taken',
  emailTaken: 'An account with that email already exists',
  notSignedIn: 'Not signed in',
  adminOnly: 'Administrator access required',
  forgotPasswordSent: 'If an account exists for that email, we have sent a link to reset your password. It is valid for one hour.',
  resetInvalid: 'Reset link is invalid or has expired',
  resetDone: 'Your password has been changed. Please sign in with your new password.',
  tooManyResetRequests: 'Too many password reset requests from your network. Please try again later.',
  /** Server-only check (the list stays out of the front ends); the forms show this text from the answer. */
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  tooManySignups: 'Too many accounts have been created from your network. Please try again later.',
  tooManyAccountFailuresEverywhere: 'Too many failed sign-in attempts for this account. Please try again later, or reset your password.',
  /** The password hashing lane is full (sign-up or sign-in flood): 503 with Retry-After. */
  hashingBusy: 'We are handling a lot of sign-ins right now. Please try again in a few seconds.',
} as const;

export const AuthResponseSchema = z.object({ user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
