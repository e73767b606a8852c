/**
 * Login throttling per account and per IP, kept in the database so that every
 * API instance shares it: at most `maxAttempts` failures in `windowMs`.
 */
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

/** Failures allowed per account in the window. */
export const maxAccountAttempts = 10;
/** Failures allowed per IP address in the window (several people may share one). */
export const maxIpAttempts = 50;
/** Window length in milliseconds (15 minutes). */
export const windowMs = 15 * 60 * 1000;

/** Seconds until the oldest failure leaves the window, when any key is over the limit; else 0. */
export async function throttledFor(db: Database, keys: string[]): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  for (const key of keys) {
    const [row] = await db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, key), gt(loginAttempts.attemptedAt, since)));
    if ((row?.n ?? 0) >= (key.startsWith('ip:') ? maxIpAttempts : maxAccountAttempts))
      return Math.ceil(windowMs / 1000);
  }
  return 0;
}

/** Records one failed attempt under every key, and drops entries older than the window. */
export async function recordFailure(db: Database, keys: string[]): Promise<void> {
  await db.insert(loginAttempts).values(keys.map((key) => ({ key })));
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, new Date(Date.now() - windowMs)));
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
