/**
 * `Idempotency-Key` (decision 40 in openapi/README.md): a call made again with
 * the key of an earlier call of the same caller and operation answers the
 * stored result of the first one instead of acting twice. The key is claimed
 * in the same transaction as the action, so a concurrent call with the same key
 * waits for the first to commit and then reads its answer; a first call that
 * fails stores nothing, and the key can be used again.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';

/** An answer to store and replay: status code and JSON body. */
export interface StoredAnswer<T> {
  status: number;
  body: T;
}

/** The key of a call: who, which operation, the header's value and what the request named. */
export interface IdempotencyScope {
  userId: number;
  operation: string;
  /** The `Idempotency-Key` header; without it the action simply runs. */
  key: string | undefined;
  /** What makes two requests the same (path parameters and body). */
  request: unknown;
}

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `action` in a transaction, once per key.
 * @returns the action's answer, or the stored answer of the key's first call.
 * @throws 422 `idempotency_mismatch` when the key was used with another request;
 *   whatever `action` throws (nothing is stored then).
 */
export async function once<T>(
  db: Database,
  scope: IdempotencyScope,
  action: (tx: Database) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  return db.transaction(async (tx) => {
    const db = tx;
    if (!scope.key) return action(db);
    const where = and(
      eq(idempotencyKeys.userId, scope.userId),
      eq(idempotencyKeys.operation, scope.operation),
      eq(idempotencyKeys.key, scope.key),
    );
    const requestHash = hashOf(scope.request);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId: scope.userId, operation: scope.operation, key: scope.key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [stored] = await db.select().from(idempotencyKeys).where(where).limit(1);
      if (stored && stored.requestHash !== requestHash)
        throw new HttpError(
          422,
          serverMessages.payments.idempotencyMismatch,
          'idempotency_mismatch',
          { 'Idempotency-Key': [serverMessages.payments.idempotencyField] },
        );
      if (stored?.statusCode) return { status: stored.statusCode, body: stored.response as T };
    }
    const answer = await action(db);
    await db
      .update(idempotencyKeys)
      .set({ statusCode: answer.status, response: answer.body as object })
      .where(where);
    return answer;
  });
}
