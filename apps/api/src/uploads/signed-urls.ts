/**
 * Short-lived signed links to stored documents (CVs and other files of a
 * record): `/api/v1/files/{key}?expires={unix seconds}&signature={HMAC}`.
 *
 * The signature is base64url(HMAC-SHA256(secret, "jornada-file:{key}:{expires}"))
 * with `Config.fileUrlSecret`. A link is handed out only in answers to a caller
 * the handler already allowed to read the record (documents list and upload,
 * the `cv_url` of a profile or a job application), and `/api/v1/files/{key}`
 * serves a document only with a valid, unexpired signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link works, in seconds (15 minutes). */
export const fileLinkTtlSeconds = 15 * 60;

/** Path of the stored files route, whose last segment is the storage key. */
export const filesPath = '/api/v1/files/';

const sign = (secret: string, key: string, expires: number) =>
  createHmac('sha256', secret).update(`jornada-file:${key}:${expires}`).digest('base64url');

/**
 * The signed path (no origin) of a stored file.
 * @param nowMs - the current time, in milliseconds since the epoch.
 */
export function signedFilePath(secret: string, key: string, nowMs = Date.now()): string {
  const expires = Math.floor(nowMs / 1000) + fileLinkTtlSeconds;
  return `${filesPath}${key}?expires=${expires}&signature=${sign(secret, key, expires)}`;
}

/** Whether `expires` and `signature` (from the query string) sign `key` and have not expired. */
export function verifyFileSignature(
  secret: string,
  key: string,
  expires: unknown,
  signature: unknown,
  nowMs = Date.now(),
): boolean {
  if (typeof expires !== 'string' || typeof signature !== 'string') return false;
  if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= nowMs) return false;
  const expected = Buffer.from(sign(secret, key, Number(expires)));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The same URL (absolute or a path) with a fresh signature when it points at
 * a stored file of this server (`…/api/v1/files/{key}`, with or without an
 * older signature); any other URL, and null, as it is.
 */
export function resignFileUrl<T extends string | null | undefined>(
  secret: string,
  url: T,
  nowMs = Date.now(),
): T | string {
  if (typeof url !== 'string') return url;
  const match =
    /^((?:https?:\/\/[^/?#]+)?)\/api\/v1\/files\/([a-f0-9]{32}\.[a-z]{3,4})(?:\?[^#]*)?$/.exec(url);
  if (!match) return url;
  return `${match[1]}${signedFilePath(secret, match[2]!, nowMs)}`;
}
