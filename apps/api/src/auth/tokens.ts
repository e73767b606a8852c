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

/** The user id a live (unexpired, unrevoked) token belongs to, or `null`. */
export async function resolveAccessToken(db: Database, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: accessTokens.userId })
    .from(accessTokens)
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Revokes one token (sign-out) and disconnects its sockets. */
export async function revokeAccessToken(db: Database, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(eq(accessTokens.tokenHash, tokenHash));
  disconnectTokens(db, [tokenHash]);
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
