/**
 * Tokens of the signed clock-in links (decision 39):
 * `c1.<base64url JSON {l: link id, e: expiry in unix seconds}>.<base64url HMAC-SHA256>`.
 * The HMAC is keyed with the server's link secret (`Config.fileUrlSecret`,
 * the key of the signed file links, uploads/signed-urls.ts) over
 * `jornada-clock:<version>.<payload>`, so a file signature can never pass for
 * a clock link. The token only names a `clock_links` row: whether the link is
 * still valid (not expired, not revoked) is read from the row.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token format's version, its first segment. */
export const tokenVersion = 'c1';

/** What a verified token says. */
export interface TokenClaims {
  /** The `clock_links` row. */
  linkId: number;
  /** When the link expires. */
  expiresAt: Date;
}

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`jornada-clock:${body}`).digest('base64url');

/** The signed token of a link. */
export function signLinkToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({ l: claims.linkId, e: Math.floor(claims.expiresAt.getTime() / 1000) }),
  ).toString('base64url');
  const body = `${tokenVersion}.${payload}`;
  return `${body}.${signature(secret, body)}`;
}

/**
 * The claims of a token whose signature verifies, or `null` (malformed,
 * another version, tampered, signed with another secret). Expiry is not judged here.
 */
export function verifyLinkToken(secret: string, token: string): TokenClaims | null {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts[0] !== tokenVersion) return null;
  const [version, payload, given] = parts as [string, string, string];
  const expected = Buffer.from(signature(secret, `${version}.${payload}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      l?: unknown;
      e?: unknown;
    };
    if (!Number.isSafeInteger(claims.l) || !Number.isSafeInteger(claims.e)) return null;
    const linkId = claims.l as number;
    if (linkId < 1 || linkId > 2147483647) return null;
    return { linkId, expiresAt: new Date((claims.e as number) * 1000) };
  } catch {
    return null;
  }
}

/**
 * The token inside what a QR code or a caller gives: the token itself, or a
 * whole link URL whose fragment (after `#`) is the token.
 */
export const tokenFrom = (value: string): string => {
  const hash = value.indexOf('#');
  return (hash >= 0 ? value.slice(hash + 1) : value).trim();
};
