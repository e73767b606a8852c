/**
 * The short-lived participant token of a video room (docs/decisions/0033-video-room.md):
 * `base64url(JSON).base64url(HMAC-SHA256)`, bound to the user, the interview and
 * the room, with an expiry. The key is derived from `FILE_URL_SECRET`, so a
 * token made for one purpose never passes for another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a participant token says. */
export interface ParticipantClaims {
  /** The user. */
  uid: number;
  /** The interview. */
  iid: number;
  /** The room name. */
  room: string;
  /** Whether the user joins as the company (staff or administrator) or as the candidate. */
  role: 'empresa' | 'candidato';
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** How long a participant token lasts, in seconds (10 minutes to join; the socket stays once in). */
export const participantTokenSeconds = 10 * 60;

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('jornada:video-room:participant').digest();

/** Signs claims into a token. */
export function signParticipantToken(secret: string, claims: ParticipantClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', keyOf(secret)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The claims of a valid, unexpired token; `null` for anything else. */
export function verifyParticipantToken(
  secret: string,
  token: unknown,
  now = Date.now(),
): ParticipantClaims | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', keyOf(secret)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ParticipantClaims;
    if (
      !Number.isInteger(claims.uid) ||
      !Number.isInteger(claims.iid) ||
      typeof claims.room !== 'string' ||
      (claims.role !== 'empresa' && claims.role !== 'candidato') ||
      typeof claims.exp !== 'number' ||
      claims.exp * 1000 <= now
    )
      return null;
    return claims;
  } catch {
    return null;
  }
}
