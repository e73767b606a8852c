import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, recharges } from '../../db/schema.ts';
import { ensureAccount } from '../../payments/ledger.ts';
import { clabeWithCheckDigit } from '../../payments/provider.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import {
  companyBalance,
  companyIdOf,
  createCompanyRecharge,
  payWithCard,
  publishedVacancyOf,
  userIdOf,
} from './test-helpers.ts';

let t: TestApp;
let staff: Record<string, string>;
let bajio: number;

const entryCount = async () =>
  (await t.database.db.select({ n: count() }).from(journalEntries))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  bajio = await companyIdOf(t.database.db, 'transportes-del-bajio');
});
afterAll(() => t.close());

describe('given company staff recharging 500.00 MXN with the sandbox card', () => {
  it('creates, pays and applies it: the balance and the transaction show it; then the balance features a vacancy', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const created = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/recharge`,
      headers: { ...staff, 'idempotency-key': 'recarga-e2e-0001' },
      payload: { amount: 50000, payment_method: 'tarjeta' },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/payment-api/v1/companies/{companyId}/recharge', created);
    const recharge = created.json().data;
    expect(recharge).toMatchObject({
      amount: 50000,
      company_id: bajio,
      provider: 'sandbox',
      status: 'pendiente',
      payment_status: 'pendiente',
      checkout_url: `http://localhost:3000/pagos/checkout/${recharge.id}`,
    });

    // A retried create with the same key answers the same recharge.
    const retried = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/recharge`,
      headers: { ...staff, 'idempotency-key': 'recarga-e2e-0001' },
      payload: { amount: 50000, payment_method: 'tarjeta' },
    });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data.id).toBe(recharge.id);

    // Applying before the payment is confirmed is refused.
    const early = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: staff,
      payload: { recharge_id: recharge.id },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().code).toBe('payment_not_confirmed');

    const paid = await payWithCard(t.app, staff, recharge.id);
    expect(paid.statusCode).toBe(200);
    assertMatchesContract('POST', '/payment-api/v1/recharges/{rechargeId}/sandbox-payment', paid);
    expect(paid.json().data).toMatchObject({ payment_status: 'pagado', status: 'pendiente' });

    const applied = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: { ...staff, 'idempotency-key': 'aplicar-e2e-0001' },
      payload: { recharge_id: recharge.id },
    });
    expect(applied.statusCode).toBe(200);
    assertMatchesContract('POST', '/payment-api/v1/companies/{companyId}/apply', applied);
    expect(applied.json().data).toMatchObject({
      type: 'recarga',
      amount: 50000,
      company_id: bajio,
      recharge_id: recharge.id,
      balance_after: before + 50000,
    });
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 50000);

    // The same key answers the same transaction; another call is a 409.
    const replay = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: { ...staff, 'idempotency-key': 'aplicar-e2e-0001' },
      payload: { recharge_id: recharge.id },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.id).toBe(applied.json().data.id);
    const again = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: staff,
      payload: { recharge_id: recharge.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_applied');
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 50000);

    const list = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/transactions`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/payment-api/v1/companies/{companyId}/transactions', list);
    expect(list.json().meta.current_page).toBe(1);
    expect(list.json().data[0]).toMatchObject({ id: applied.json().data.id, amount: 50000 });

    const read = await t.app.inject({
      url: `/payment-api/v1/recharges/${recharge.id}`,
      headers: staff,
    });
    assertMatchesContract('GET', '/payment-api/v1/recharges/{rechargeId}', read);
    expect(read.json().data).toMatchObject({
      status: 'aplicada',
      transaction_id: applied.json().data.id,
    });

    // Spend: feature a published vacancy for 7 days.
    const vacancyId = await publishedVacancyOf(t.database.db, bajio);
    const featured = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/vacancies/${vacancyId}/feature`,
      headers: staff,
      payload: { price_code: 'destacar_7_dias' },
    });
    expect(featured.statusCode, featured.body).toBe(200);
    assertMatchesContract('POST', '/payment-api/v1/vacancies/{vacancyId}/feature', featured);
    const feature = featured.json().data;
    expect(feature.transaction).toMatchObject({ type: 'cargo', amount: -19900 });
    expect(feature.balance).toBe(before + 50000 - 19900);
    expect(new Date(feature.featured_until).getTime()).toBeGreaterThan(
      Date.now() + 6.9 * 86_400_000,
    );
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 50000 - 19900);
    const detail = await t.app.inject({ url: `/api/v1/vacancies/${vacancyId}` });
    expect(detail.json().data.featured_until).toBe(feature.featured_until);
    // The company's own list says until when (whichever page the vacancy is on).
    let listed: { featured_until?: string | null } | undefined;
    for (let page = 1; !listed; page++) {
      const own = await t.app.inject({
        url: `/api/v1/companies/${bajio}/vacancies?per_page=50&page=${page}`,
        headers: staff,
      });
      assertMatchesContract('GET', '/api/v1/companies/{companyId}/vacancies', own);
      expect(own.json().data.length).toBeGreaterThan(0);
      listed = own.json().data.find((v: { id: number }) => v.id === vacancyId);
    }
    expect(listed.featured_until).toBe(feature.featured_until);
    const cargos = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/transactions?type=cargo`,
      headers: staff,
    });
    expect(cargos.json().data[0]).toMatchObject({ vacancy_id: vacancyId, amount: -19900 });
  });
});

describe('given a declined or expired payment', () => {
  it('changes nothing in the balance or the ledger, and the recharge cannot be applied', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const entries = await entryCount();
    const recharge = await createCompanyRecharge(t.app, staff, bajio, {
      amount: 50000,
      payment_method: 'tarjeta',
    });
    const declined = await payWithCard(t.app, staff, recharge.id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      payment_status: 'rechazado',
      status: 'fallida',
      decline_reason: 'El banco rechazó la tarjeta.',
    });
    const apply = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: staff,
      payload: { recharge_id: recharge.id },
    });
    expect(apply.statusCode).toBe(422);
    expect(apply.json().code).toBe('payment_failed');
    const payAgain = await payWithCard(t.app, staff, recharge.id);
    expect(payAgain.statusCode).toBe(409);

    const oxxo = await createCompanyRecharge(t.app, staff, bajio, {
      amount: 20000,
      payment_method: 'oxxo',
    });
    const expired = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/recharges/${oxxo.id}/sandbox-payment`,
      headers: staff,
      payload: { outcome: 'expirado' },
    });
    expect(expired.json().data).toMatchObject({ payment_status: 'expirado', status: 'fallida' });

    expect(await companyBalance(t.app, staff, bajio)).toBe(before);
    expect(await entryCount()).toBe(entries);
  });
});

describe('given OXXO and SPEI recharges', () => {
  it('shows the OXXO reference and a valid SPEI CLABE, and a received transfer is applied', async () => {
    const oxxo = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/recharge`,
      headers: staff,
      payload: { amount: 30000, payment_method: 'oxxo' },
    });
    expect(oxxo.json().data.oxxo_reference).toMatch(/^\d{14}$/);
    expect(oxxo.json().data.spei_clabe).toBeNull();

    const spei = await createCompanyRecharge(t.app, staff, bajio, {
      amount: 40000,
      payment_method: 'spei',
    });
    const clabe = (spei as unknown as { spei_clabe: string }).spei_clabe;
    expect(clabe).toMatch(/^\d{18}$/);
    expect(clabeWithCheckDigit(clabe.slice(0, 17))).toBe(clabe);
    const before = await companyBalance(t.app, staff, bajio);
    const received = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/recharges/${spei.id}/sandbox-payment`,
      headers: staff,
      payload: { outcome: 'pagado' },
    });
    expect(received.json().data.payment_status).toBe('pagado');
    const applied = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: staff,
      payload: { recharge_id: spei.id },
    });
    expect(applied.statusCode).toBe(200);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before + 40000);
  });
});

describe('given invalid input', () => {
  it('answers 400 for amounts and methods out of the contract, 422 with Spanish field errors for business rules', async () => {
    const url = `/payment-api/v1/companies/${bajio}/recharge`;
    const small = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { amount: 100, payment_method: 'tarjeta' },
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors.amount).toBeDefined();
    const method = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { amount: 50000, payment_method: 'cheque' },
    });
    expect(method.statusCode).toBe(400);
    const oxxo = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { amount: 2_000_000, payment_method: 'oxxo' },
    });
    expect(oxxo.statusCode).toBe(422);
    assertMatchesContract('POST', '/payment-api/v1/companies/{companyId}/recharge', oxxo);
    expect(oxxo.json().errors.amount).toEqual([
      'En OXXO puedes pagar hasta $10,000.00 por recarga.',
    ]);
    const badKey = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...staff, 'idempotency-key': 'no válida' },
      payload: { amount: 50000, payment_method: 'tarjeta' },
    });
    expect(badKey.statusCode).toBe(400);

    const card = await createCompanyRecharge(t.app, staff, bajio, {
      amount: 50000,
      payment_method: 'tarjeta',
    });
    const notTest = await payWithCard(t.app, staff, card.id, '5555 5555 5555 4444');
    expect(notTest.statusCode).toBe(422);
    expect(notTest.json().errors.card_number[0]).toMatch(/tarjeta de prueba/);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/recharges/${card.id}/sandbox-payment`,
      headers: staff,
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.card_number).toEqual(['Escribe el número de la tarjeta.']);

    // The same key with another body is refused.
    const first = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...staff, 'idempotency-key': 'recarga-distinta-01' },
      payload: { amount: 50000, payment_method: 'tarjeta' },
    });
    expect(first.statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...staff, 'idempotency-key': 'recarga-distinta-01' },
      payload: { amount: 60000, payment_method: 'tarjeta' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_mismatch');

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/companies/${bajio}/apply`,
      headers: staff,
      payload: { recharge_id: '0c9a6f0e-2b1e-4d8c-8f53-6c9b7d8b1a01' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('never changes the amount of a recharge (database trigger)', async () => {
    const card = await createCompanyRecharge(t.app, staff, bajio, {
      amount: 50000,
      payment_method: 'tarjeta',
    });
    const error = await t.database.db
      .update(recharges)
      .set({ amount: 1 })
      .where(eq(recharges.id, card.id))
      .catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/no cambia/);
    const [row] = await t.database.db.select().from(recharges).where(eq(recharges.id, card.id));
    expect(row!.amount).toBe(50000);
  });

  it('refuses a journal entry whose lines do not sum to zero (database trigger)', async () => {
    const accountId = await ensureAccount(t.database.db, { companyId: bajio });
    const entries = await entryCount();
    const error = await t.database.db
      .transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ walletAccountId: accountId, type: 'bonificacion', description: 'descuadre' })
          .returning();
        await tx.execute(
          sql`insert into journal_lines (entry_id, account_id, amount, balance_after) values (${entry!.id}, ${accountId}, 100, 100)`,
        );
      })
      .catch((e: unknown) => e);
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/no cuadra/);
    expect(await entryCount()).toBe(entries);
  });
});

describe('given a personal wallet', () => {
  it('a user recharges and applies their own; nobody else reads their transactions or points', async () => {
    const candidate = await signIn(t.app, 'candidato@jornada.test');
    const candidateId = await userIdOf(t.database.db, 'candidato@jornada.test');
    const created = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/payment/${candidateId}/recharge`,
      headers: candidate,
      payload: { amount: 10000, payment_method: 'tarjeta' },
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/payment-api/v1/payment/{userId}/recharge', created);
    const id = created.json().data.id;
    expect(created.json().data.company_id).toBeNull();

    // Another user may not read it (404), nor pay it, nor apply it to their wallet.
    const staffId = await userIdOf(t.database.db, 'empresa@jornada.test');
    expect(
      (await t.app.inject({ url: `/payment-api/v1/recharges/${id}`, headers: staff })).statusCode,
    ).toBe(404);
    expect((await payWithCard(t.app, staff, id)).statusCode).toBe(404);
    await payWithCard(t.app, candidate, id);
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/payment/${staffId}/apply`,
      headers: staff,
      payload: { recharge_id: id },
    });
    expect(stolen.statusCode).toBe(404);

    const applied = await t.app.inject({
      method: 'POST',
      url: `/payment-api/v1/payment/${candidateId}/apply`,
      headers: candidate,
      payload: { recharge_id: id },
    });
    expect(applied.statusCode).toBe(200);
    assertMatchesContract('POST', '/payment-api/v1/payment/{userId}/apply', applied);
    expect(applied.json().data).toMatchObject({ user_id: candidateId, company_id: null });

    const points = await t.app.inject({
      url: `/payment-api/v1/users/${candidateId}/points`,
      headers: candidate,
    });
    assertMatchesContract('GET', '/payment-api/v1/users/{userId}/points', points);
    expect(points.json().data.balance).toBeGreaterThanOrEqual(10000);
    const mine = await t.app.inject({
      url: `/payment-api/v1/users/${candidateId}/transactions`,
      headers: candidate,
    });
    assertMatchesContract('GET', '/payment-api/v1/users/{userId}/transactions', mine);
    expect(mine.json().data[0].amount).toBe(10000);

    for (const path of ['transactions', 'points', 'points/movements']) {
      const theirs = await t.app.inject({
        url: `/payment-api/v1/users/${candidateId}/${path}`,
        headers: staff,
      });
      expect(theirs.statusCode, path).toBe(403);
      assertMatchesContract('GET', `/payment-api/v1/users/{userId}/${path}`, theirs);
    }
  });
});

describe('company balance access', () => {
  it('employees, drivers and other companies neither see nor spend it; administrators see it', async () => {
    const vacancyId = await publishedVacancyOf(t.database.db, bajio);
    for (const email of [
      'empleado@jornada.test',
      'chofer@jornada.test',
      'otra-empresa@jornada.test',
      'candidato@jornada.test',
    ]) {
      const headers = await signIn(t.app, email);
      const balance = await t.app.inject({
        url: `/payment-api/v1/companies/${bajio}/balance`,
        headers,
      });
      expect(balance.statusCode, email).toBe(403);
      const list = await t.app.inject({
        url: `/payment-api/v1/companies/${bajio}/transactions`,
        headers,
      });
      expect(list.statusCode, email).toBe(403);
      const spend = await t.app.inject({
        method: 'POST',
        url: `/payment-api/v1/vacancies/${vacancyId}/feature`,
        headers,
        payload: { price_code: 'destacar_7_dias' },
      });
      expect([403, 404], email).toContain(spend.statusCode);
    }
    const admin = await signIn(t.app, 'admin@jornada.test');
    const seen = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/balance`,
      headers: admin,
    });
    expect(seen.statusCode).toBe(200);
    assertMatchesContract('GET', '/payment-api/v1/companies/{companyId}/balance', seen);
  });
});
