import { AUTH_MESSAGES, PasswordSchema, ResetPasswordSchema, SignupSchema } from '@tm/contracts/auth';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { OptionsGraph } from '@zxcvbn-ts/core/dist/types';
import type { dictionary as Dictionary } from '@zxcvbn-ts/language-common';

/**
 * The contracts' password rules plus one only the server applies: not a common password. The list is
 * zxcvbn's ranked list of about 49,000 passwords seen most in breaches (@zxcvbn-ts/language-common,
 * MIT); it is 380 KB, so it stays out of the front ends, which show the server's message (decision 020).
 */
let commonPasswords: ReadonlySet<string> | undefined;

/** The ranked list as shipped, most common first. */
export function commonPasswordList(): readonly string[] {
  // Loaded on first use, not at start: decompressing it takes about 70 ms.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary };
  return dictionary['passwords-common'];
}

/**
 * Compared without case ("PASSWORD1" is as guessable as "password1"). Only entries a password allowed
 * by the composition rules could equal are kept (8+ characters with a-z and a digit once lower-cased:
 * about 5,200),
 * which answers the same and holds a tenth of the memory.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    commonPasswordList()
      .map((entry) => entry.toLowerCase())
      .filter((entry) => entry.length >= 8 && /[a-z]/.test(entry) && /\d/.test(entry)),
  );
  return commonPasswords.has(password.toLowerCase());
}

/**
 * zxcvbn's estimate: a score of 0 or 1 means under a million guesses (decision 050), which a common
 * word with a year or leetspeak ("Summer2024", "P@ssw0rd1") is, though no list holds every variant.
 * 2 and up is what an attacker throttled online (our sign-in limits) cannot reach.
 */
const MIN_ZXCVBN_SCORE = 2;
let estimator: ZxcvbnFactory | undefined;

export function isGuessablePassword(password: string): boolean {
  if (!estimator) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const common = require('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary; adjacencyGraphs: OptionsGraph };
    estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  }
  return estimator.check(password).score < MIN_ZXCVBN_SCORE;
}

export const ServerPasswordSchema = PasswordSchema.refine((password) => !isCommonPassword(password) && !isGuessablePassword(password), AUTH_MESSAGES.commonPassword);

/** What POST /api/auth/signup validates: SignupSchema with the common-password check. */
export const SignupBodySchema = SignupSchema.extend({ password: ServerPasswordSchema });

/** What POST /api/auth/reset-password validates: ResetPasswordSchema with the common-password check. */
export const ResetPasswordBodySchema = ResetPasswordSchema.extend({ password: ServerPasswordSchema });
