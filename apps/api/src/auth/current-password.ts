/**
 * The check of a signed-in user's current password before a sensitive change (new password,
 * new e-mail): throttled like sign-in, one attempt reserved before hashing, so concurrent
 * guesses count one by one.
 */
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { verifyPassword } from './password.ts';
import {
  clearAttempts,
  passwordChangeKey,
  passwordChangePolicy,
  reserveAttempt,
} from './throttle.ts';

/** 429 `too_many_attempts` with `Retry-After` in seconds. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'Demasiados intentos. Espera un momento e intenta de nuevo.',
    'too_many_attempts',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/**
 * Lets the change go on only with the user's right current password.
 * @param user - the account whose password is checked (`id`, stored `passwordHash`).
 * @param password - what the caller typed as the current password.
 * @throws 429 `too_many_attempts` while the account's password checks are delayed;
 *   422 `unprocessable` on `current_password` when it is wrong.
 */
export async function checkCurrentPassword(
  db: Database,
  user: { id: number; passwordHash: string },
  password: string,
): Promise<void> {
  const key = passwordChangeKey(user.id);
  const reservation = await reserveAttempt(db, key, passwordChangePolicy);
  if (!reservation.admitted) throw tooManyAttempts(reservation.retryAfterSeconds);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw new HttpError(422, 'No pudimos completar la operación.', 'unprocessable', {
      current_password: ['La contraseña actual no es correcta.'],
    });
  await clearAttempts(db, key);
}
