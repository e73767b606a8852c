/**
 * The ledger's invariant, as a property (fast-check): whatever sequence of
 * recharges, applications and spends runs (refused spends included), every
 * account's balance equals the sum of its lines and the system accounts
 * mirror the wallets (every entry sums to zero).
 */
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { companies, journalLines, ledgerAccounts, users, vacancies } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { featureVacancy } from './feature.ts';
import { sumOfLines } from './ledger.ts';
import { sandboxProvider } from './provider.ts';
import { applyPaidRecharge, createRecharge, settlePayment } from './recharges.ts';

let t: TestApp;
let db: Database;
let companyId: number;
let userId: number;
let vacancyId: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [{ id: companyId }] = (await db.select({ id: companies.id }).from(companies).limit(1)) as [
    { id: number },
  ];
  [{ id: userId }] = (await db.select({ id: users.id }).from(users).limit(1)) as [{ id: number }];
  [{ id: vacancyId }] = (await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.companyId, companyId))
    .limit(1)) as [{ id: number }];
});
afterAll(() => t.close());

const step = fc.oneof(
  fc.record({
    kind: fc.constant('recharge' as const),
    amount: fc.integer({ min: 5000, max: 200_000 }),
    paid: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('feature' as const),
    code: fc.constantFrom('destacar_7_dias', 'destacar_30_dias'),
  }),
);

type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

async function run(s: Step) {
  if (s.kind === 'recharge') {
    const row = await createRecharge(db, sandboxProvider('http://localhost'), {
      owner: { companyId },
      userId,
      email: 'prueba@jornada.test',
      amount: s.amount,
      method: 'tarjeta',
    });
    await settlePayment(
      db,
      row.id,
      s.paid ? { paid: true } : { paid: false, status: 'rechazado', reason: 'x' },
    );
    await db
      .transaction((tx) => applyPaidRecharge(tx as unknown as Database, row.id, null, userId))
      .catch((error: unknown) => {
        if (!(error instanceof HttpError) || s.paid) throw error;
      });
    return;
  }
  await db
    .transaction((tx) =>
      featureVacancy(tx as unknown as Database, {
        vacancyId,
        priceCode: s.code,
        actorUserId: userId,
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    });
}

describe('the double-entry ledger', () => {
  it('keeps every balance equal to the sum of its lines, and all lines sum to zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) await run(s);
        const accounts = await db.select().from(ledgerAccounts);
        for (const account of accounts)
          expect(await sumOfLines(db, account.id)).toBe(account.balance);
        expect(accounts.every((a) => !a.kind.endsWith('wallet') || a.balance >= 0)).toBe(true);
        const [all] = await db
          .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
          .from(journalLines);
        expect(Number(all!.total)).toBe(0);
      }),
      { numRuns: 15 },
    );
  });
});
