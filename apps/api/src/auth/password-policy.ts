/**
 * What a new password must be (NIST SP 800-63B §3.1.1.2): at least 8 characters, long ones
 * allowed (the contract takes up to 256), no composition rules, and not one of the common or
 * breached passwords of zxcvbn's list (`@zxcvbn-ts/language-common`, about 49,000 entries,
 * compared without regard to case). Checked at sign-up, password reset and password change.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http/errors.ts';

/** Fewest characters (Unicode code points after NFKC) a new password may have. */
export const minPasswordLength = 8;

/** Spanish messages of the password rules. */
export const passwordMessages = {
  tooShort: `La contraseña debe tener al menos ${minPasswordLength} caracteres.`,
  common: 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
  sameAsEmail: 'La contraseña no puede ser tu correo electrónico.',
} as const;

const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * Why a new password is refused, in Spanish, or `null` when it is acceptable.
 * @param email - the account's address, which the password may not repeat.
 */
export function passwordProblem(password: string, email?: string): string | null {
  const normalized = password.normalize('NFKC');
  if ([...normalized].length < minPasswordLength) return passwordMessages.tooShort;
  const lower = normalized.toLowerCase();
  if (commonPasswords.has(lower) || /^(.)\1*$/u.test(lower)) return passwordMessages.common;
  if (email && lower === email.trim().toLowerCase()) return passwordMessages.sameAsEmail;
  return null;
}

/**
 * Throws a 422 with a Spanish field error when {@link passwordProblem} refuses the password.
 * @param field - the body field named in the error. @default 'password'
 * @throws HttpError 422 `unprocessable`
 */
export function assertAcceptablePassword(password: string, email?: string, field = 'password') {
  const problem = passwordProblem(password, email);
  if (problem)
    throw new HttpError(422, 'No pudimos completar la operación.', 'unprocessable', {
      [field]: [problem],
    });
}
