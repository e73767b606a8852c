/**
 * Password and phone rules shared by the sign-up, reset and change-password forms.
 */
import { z } from 'zod';
import { messages } from '../messages/messages.ts';

/**
 * 8 to 256 characters, no composition rules (NIST SP 800-63B). The server also refuses common
 * and breached passwords (422 on `password`); that list stays on the server.
 */
export const newPassword = z
  .string()
  .min(8, { error: messages.register.passwordWeak })
  .max(256, { error: messages.register.passwordTooLong });

/** Optional 10-digit Mexican phone; spaces and dashes are ignored. */
export const optionalPhone = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || /^\d{10}$/.test(value), {
    error: messages.register.phoneInvalid,
  });

/** Refinement: `password_confirmation` equals `password`. Use as `.refine(...passwordsMatch)`. */
export const passwordsMatch: [
  (values: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; error: string },
] = [
  (values) => values.password === values.password_confirmation,
  { path: ['password_confirmation'], error: messages.register.passwordMismatch },
];
