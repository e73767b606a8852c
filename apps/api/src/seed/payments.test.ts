import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, recharges } from '../db/schema.ts';
import { findAccount, sumOfLines } from '../payments/ledger.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { companyIdOf, userIdOf } from '../handlers/payments/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo payments', () => {
  it('Transportes del Bajío has a balance with a month of transactions that add up', async () => {
    const db = t.database.db;
    const bajio = await companyIdOf(db, 'transportes-del-bajio');
    const staff = await signIn(t.app, 'empresa@jornada.test');
    const balance = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/balance`,
      headers: staff,
    });
    expect(balance.json().data.balance).toBe(470_500);
    const list = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/transactions?per_page=50`,
      headers: staff,
    });
    const data = list.json().data as { type: string; created_at: string }[];
    expect(data.filter((tx) => tx.type === 'recarga')).toHaveLength(5);
    expect(data.filter((tx) => tx.type === 'cargo')).toHaveLength(5);
    const oldest = new Date(data.at(-1)!.created_at).getTime();
    expect(Date.now() - oldest).toBeGreaterThan(29 * 86_400_000);
    const account = await findAccount(db, { companyId: bajio });
    expect(await sumOfLines(db, account!.id)).toBe(470_500);
    const methods = await db
      .select({ method: recharges.paymentMethod, status: recharges.paymentStatus })
      .from(recharges)
      .where(eq(recharges.companyId, bajio));
    expect(new Set(methods.map((m) => m.method))).toEqual(new Set(['tarjeta', 'oxxo', 'spei']));
    expect(methods.some((m) => m.status === 'rechazado')).toBe(true);
    const [entries] = await db.select({ n: count() }).from(journalEntries);
    expect(entries!.n).toBeGreaterThanOrEqual(10);
  });

  it('the job seeker has points with their history', async () => {
    const candidate = await signIn(t.app, 'candidato@jornada.test');
    const id = await userIdOf(t.database.db, 'candidato@jornada.test');
    const points = await t.app.inject({
      url: `/payment-api/v1/users/${id}/points`,
      headers: candidate,
    });
    expect(points.json().data.points).toBe(100);
    const history = await t.app.inject({
      url: `/payment-api/v1/users/${id}/points/movements`,
      headers: candidate,
    });
    expect(history.json().data).toMatchObject([{ reason: 'perfil_completo', points: 100 }]);
  });
});
