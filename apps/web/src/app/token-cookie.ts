/**
 * The access token lives in a cookie named `token`:
 * SameSite=Lax, Secure on https, expiring with the token.
 */

const name = 'token';

/** Reads the token cookie, or null. */
export function readTokenCookie(doc: Document = document): string | null {
  const entry = doc.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/**
 * Writes the token cookie.
 * @param maxAgeSeconds - lifetime in seconds (the token's `expires_in`).
 */
export function writeTokenCookie(
  token: string,
  maxAgeSeconds: number,
  doc: Document = document,
): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(token)}; Path=/; Max-Age=${Math.floor(maxAgeSeconds)}; SameSite=Lax${secure}`;
}

/** Deletes the token cookie. */
export function clearTokenCookie(doc: Document = document): void {
  doc.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
