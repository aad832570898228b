import { AUTH_MESSAGES, PasswordSchema, SignupSchema } from '@tm/contracts/auth';
import { ApiError } from '../../common/http/api-error';
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
/**
 * The estimate's cost grows faster than the password: 128 characters took up to 1.6 s of one thread
 * here, and it runs on anonymous input. Only a prefix is estimated (a password whose first 32
 * characters are already past a million guesses is past it whole), and the l33t matcher tries at most
 * 8 substitutions (the library's default of 100 is what makes "P@$$w0rd1!…" slow). Measured here:
 * under 25 ms for any input, 3 ms on average for l33t-heavy ones (decision 064).
 */
export const ESTIMATED_PREFIX = 32;
const L33T_MAX_SUBSTITUTIONS = 8;
let estimator: ZxcvbnFactory | undefined;

export function isGuessablePassword(password: string): boolean {
  if (!estimator) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const common = require('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary; adjacencyGraphs: OptionsGraph };
    estimator = new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: ESTIMATED_PREFIX,
      l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
    });
  }
  return estimator.check(password.slice(0, ESTIMATED_PREFIX)).score < MIN_ZXCVBN_SCORE;
}

/** True when the password is on the list or guessable: the server's own check, after the composition rules. */
export function isWeakPassword(password: string): boolean {
  return isCommonPassword(password) || isGuessablePassword(password);
}

/**
 * Refuses a weak password with the contracts' message (400). It is not part of the body's validation:
 * it costs milliseconds of CPU, so the routes call it only once the client's address has a place in
 * its limit (sign-up) or the reset link has been found good (reset), never before (decision 064).
 */
export function assertStrongPassword(password: string): void {
  if (isWeakPassword(password)) throw new ApiError(400, AUTH_MESSAGES.commonPassword);
}

/** What the create-admin command validates: SignupSchema with the strength check (its caller is not anonymous). */
export const AdminSignupSchema = SignupSchema.extend({
  password: PasswordSchema.refine((password) => !isWeakPassword(password), AUTH_MESSAGES.commonPassword),
});
