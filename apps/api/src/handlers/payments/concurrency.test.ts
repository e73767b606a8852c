/**
 * Exactly once (docs/decisions/0021-payments.md): fifty concurrent apply calls for one recharge credit
 * it once. Runs on PGlite, and on PostgreSQL with `TEST_DATABASE_URL`, where
 * the calls really overlap (PGlite runs one transaction at a time).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../db/schema.ts';
import { findAccount, sumOfLines } from '../../payments/ledger.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import {
  companyBalance,
  companyIdOf,
  createCompanyRecharge,
  payWithCard,
  publishedVacancyOf,
} from './test-helpers.ts';

let t: TestApp;
let staff: Record<string, string>;
let bajio: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  bajio = await companyIdOf(t.database.db, 'transportes-del-bajio');
});
afterAll(() => t.close());

async function paidRecharge(amount: number) {
  const recharge = await createCompanyRecharge(t.app, staff, bajio, {
    amount,
    payment_method: 'tarjeta',
  });
  expect((await payWithCard(t.app, staff, recharge.id)).statusCode).toBe(200);
  return recharge.id;
}

const entriesOf = async (rechargeId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(journalEntries)
      .where(eq(journalEntries.rechargeId, rechargeId))
  )[0]!.n;

const applyCall = (rechargeId: string, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/payment-api/v1/companies/${bajio}/apply`,
    headers: key ? { ...staff, 'idempotency-key': key } : staff,
    payload: { recharge_id: rechargeId },
  });

describe('given fifty concurrent apply calls for one recharge', () => {
  it('without keys (or each with its own): one credits it, the others answer 409', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const id = await paidRecharge(12345);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => applyCall(id, i % 2 ? `clave-propia-${i}` : undefined)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await entriesOf(id)).toBe(1);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 12345);
  });

  it('all with the same key: every answer is the one stored transaction', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const id = await paidRecharge(23456);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => applyCall(id, 'la-misma-clave-0001')),
    );
    const ok = responses.filter((r) => r.statusCode === 200);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json().data.id)).size).toBe(1);
    expect(await entriesOf(id)).toBe(1);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 23456);
  });

  it('concurrent spends never take the balance below zero, and the balance equals the sum of its lines', async () => {
    const vacancyId = await publishedVacancyOf(t.database.db, bajio);
    const balance = await companyBalance(t.app, staff, bajio);
    const fits = Math.floor(balance / 19900);
    const responses = await Promise.all(
      Array.from({ length: fits + 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/payment-api/v1/vacancies/${vacancyId}/feature`,
          headers: staff,
          payload: { price_code: 'destacar_7_dias' },
        }),
      ),
    );
    const charged = responses.filter((r) => r.statusCode === 200).length;
    expect(charged).toBe(fits);
    expect(responses.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const after = await companyBalance(t.app, staff, bajio);
    expect(after).toBe(balance - fits * 19900);
    const account = await findAccount(t.database.db, { companyId: bajio });
    expect(await sumOfLines(t.database.db, account!.id)).toBe(after);
  });
});
