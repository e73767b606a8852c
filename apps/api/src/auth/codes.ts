/**
 * One-time codes and link tokens of e-mails (registration, password reset):
 * six random digits or 24 random bytes; only a keyed SHA-256 is stored.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Minutes a code stays valid. */
export const codeTtlMinutes = 30;
/** Wrong attempts allowed before a code is void. */
export const maxCodeAttempts = 5;

/** A fresh six-digit code. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A fresh URL-safe link token (32 characters). */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** SHA-256 hex of a code bound to its purpose and address. */
export function hashCode(purpose: string, email: string, code: string): string {
  return createHash('sha256').update(`${purpose}:${email.toLowerCase()}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** When a code issued now expires. */
export const codeExpiry = () => new Date(Date.now() + codeTtlMinutes * 60_000);
