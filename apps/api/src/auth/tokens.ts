/**
 * Opaque bearer tokens: 32 random bytes handed to the client; only their
 * SHA-256 is stored, with an expiry, so a token can be revoked and a database
 * leak reveals no usable token.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accessTokens } from '../db/schema.ts';
import { disconnectTokens } from '../realtime/revocation.ts';

/** SHA-256 hex of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues an access token for a user.
 * @param ttlSeconds - lifetime in seconds.
 * @returns the token to give the client and its lifetime.
 */
export async function issueAccessToken(
  db: Database,
  userId: number,
  clientId: string,
  ttlSeconds: number,
): Promise<{ accessToken: string; expiresIn: number }> {
  const accessToken = randomBytes(32).toString('base64url');
  await db.insert(accessTokens).values({
    userId,
    clientId,
    tokenHash: hashToken(accessToken),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return { accessToken, expiresIn: ttlSeconds };
}

/** A live access token: whose it is and when it expires. */
export interface AccessTokenSession {
  userId: number;
  expiresAt: Date;
}

/** The user and expiry of a live (unexpired, unrevoked) token, or `null`. */
export async function resolveAccessTokenSession(
  db: Database,
  token: string,
): Promise<AccessTokenSession | null> {
  const [row] = await db
    .select({ userId: accessTokens.userId, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The user id a live (unexpired, unrevoked) token belongs to, or `null`. */
export async function resolveAccessToken(db: Database, token: string): Promise<number | null> {
  return (await resolveAccessTokenSession(db, token))?.userId ?? null;
}

/**
 * Revokes one token (sign-out) and disconnects its sockets.
 * @param clientId - when given, only a token issued to this client is revoked (RFC 7009 §2.1).
 * @returns whether a live token was revoked.
 */
export async function revokeAccessToken(
  db: Database,
  token: string,
  clientId?: string,
): Promise<boolean> {
  const tokenHash = hashToken(token);
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        clientId === undefined ? undefined : eq(accessTokens.clientId, clientId),
      ),
    )
    .returning({ tokenHash: accessTokens.tokenHash });
  disconnectTokens(
    db,
    revoked.map((r) => r.tokenHash),
  );
  return revoked.length > 0;
}

/**
 * Revokes every live token of a user (password change, reset, deletion) and
 * disconnects the sockets authenticated with them.
 * @param keepToken - a token to leave alive (the session that changed the password).
 */
export async function revokeUserTokens(
  db: Database,
  userId: number,
  keepToken?: string,
): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : null;
  const revoked = await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keep ? ne(accessTokens.tokenHash, keep) : undefined,
      ),
    )
    .returning({ tokenHash: accessTokens.tokenHash });
  disconnectTokens(
    db,
    revoked.map((r) => r.tokenHash),
  );
}
