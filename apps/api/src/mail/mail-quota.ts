/**
 * The per-address limit on e-mails that carry a code (sign-up, password reset,
 * e-mail change), made atomic: counting what was sent and recording the new
 * one happen in one transaction that holds a PostgreSQL advisory lock on the
 * address, so concurrent requests cannot all read "4 sent" and all send.
 * PGlite runs transactions one at a time anyway.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** A transaction of {@link Database}. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** E-mails with a code per address per hour. */
export const maxMailsPerHour = 5;

/**
 * Records one more e-mail for `key` unless {@link maxMailsPerHour} were already sent in the hour.
 * @param key - what the limit counts by, e.g. `register:<email>`.
 * @param sentInLastHour - counts the rows recorded for `key` in the last hour, inside `tx`.
 * @param record - writes the row of the new e-mail inside `tx`; its result is returned.
 * @returns `record`'s result, or `null` when the limit is reached (nothing is written).
 */
export async function withinMailQuota<T>(
  db: Database,
  key: string,
  sentInLastHour: (tx: Tx) => Promise<number>,
  record: (tx: Tx) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    if ((await sentInLastHour(tx)) >= maxMailsPerHour) return null;
    return record(tx);
  });
}
