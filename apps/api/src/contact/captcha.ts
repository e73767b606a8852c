/**
 * The anti-bot token of the public forms (contact, company contact, mailing
 * list; `token`).
 *
 * Without `CAPTCHA_SECRET` any non-empty token is accepted (the contract
 * already requires one), so a local install works without a captcha service.
 * With it, a token is `<issuedAtMs>.<signature>` where `signature` is
 * base64url(HMAC-SHA256(CAPTCHA_SECRET, "jornada-captcha:<issuedAtMs>")),
 * issued by whatever challenge the deployment puts in front of the forms
 * (a captcha verifier sharing the secret). It is valid from
 * {@link minAgeMs} to {@link maxAgeMs} after it was issued, which turns away
 * scripts that post instantly and replays of old tokens.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Tokens younger than this are refused (1 s: no person fills a form that fast). */
export const minAgeMs = 1000;
/** Tokens older than this are refused (2 h). */
export const maxAgeMs = 2 * 60 * 60 * 1000;

const sign = (secret: string, issuedAt: string) =>
  createHmac('sha256', secret).update(`jornada-captcha:${issuedAt}`).digest('base64url');

/** Issues a token signed with `secret` (for a challenge service, and for tests). */
export function issueCaptchaToken(secret: string, issuedAtMs = Date.now()): string {
  return `${issuedAtMs}.${sign(secret, String(issuedAtMs))}`;
}

/**
 * Whether `token` passes: any non-empty token without a secret; a well-signed,
 * timely one with it.
 */
export function verifyCaptchaToken(
  token: string,
  secret: string | undefined,
  now = Date.now(),
): boolean {
  if (!secret) return token.length > 0;
  const match = /^(\d{1,16})\.([\w-]{43})$/.exec(token);
  if (!match) return false;
  const [, issuedAt, signature] = match as unknown as [string, string, string];
  const age = now - Number(issuedAt);
  if (age < minAgeMs || age > maxAgeMs) return false;
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
