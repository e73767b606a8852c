/**
 * Paying for publishing (docs/decisions/0021-payments.md
 * "Publishing"): three free first publications per company and month, then
 * `publicar_vacante` from the wallet; a refused charge changes nothing; a
 * vacancy is charged once ever; concurrent approvals never exceed the free
 * slots nor overdraw. Concurrency runs on PGlite, and on PostgreSQL with
 * `TEST_DATABASE_URL`, where the calls really overlap.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  jobCategories,
  journalEntries,
  states,
  vacancies,
  vacancyPublications,
} from '../../db/schema.ts';
import { ensureAccount, findAccount, postEntry, sumOfLines } from '../../payments/ledger.ts';
import { chargePublication } from '../../payments/publish.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { companyBalance, companyIdOf, userIdOf } from './test-helpers.ts';

let t: TestApp;
let db: Database;
let staff: Record<string, string>;
let otherStaff: Record<string, string>;
let admin: Record<string, string>;
let bajio: number;
let pacifico: number;
let input: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  staff = await signIn(t.app, 'empresa@jornada.test');
  otherStaff = await signIn(t.app, 'otra-empresa@jornada.test');
  admin = await signIn(t.app, 'admin@jornada.test');
  bajio = await companyIdOf(db, 'transportes-del-bajio');
  pacifico = await companyIdOf(db, 'logistica-portuaria-del-pacifico');
  const [state] = await db.select().from(states).where(eq(states.inegiCode, '11'));
  const [category] = await db.select().from(jobCategories).limit(1);
  input = {
    description: 'Rutas León–Monterrey con carga seca; salidas desde el patio de León.',
    salary_min: 2200000,
    salary_max: 2800000,
    modality: 'presencial',
    employment_type: 'tiempo_completo',
    positions: 2,
    state_id: state!.id,
    job_category_id: category!.id,
  };
});
afterAll(() => t.close());

/** Creates a vacancy sent to revision and answers its id. */
async function submitted(companyId: number, title: string, headers = staff) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/companies/${companyId}/vacancies`,
    headers,
    payload: { ...input, title, submit: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

const status = (id: number, body: Record<string, unknown>, headers = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/vacancies/${id}/status`, headers, payload: body });

const publicationsOf = async (companyId: number) =>
  (
    await db
      .select({ n: count() })
      .from(vacancyPublications)
      .where(eq(vacancyPublications.companyId, companyId))
  )[0]!.n;

const chargesOf = async (vacancyId: number) =>
  (
    await db
      .select({ n: count() })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.vacancyId, vacancyId),
          eq(journalEntries.priceCode, 'publicar_vacante'),
        ),
      )
  )[0]!.n;

/** Credits a company's wallet through the ledger (as an applied recharge would). */
async function credit(companyId: number, amount: number) {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const wallet = await ensureAccount(tx, { companyId });
    const clearing = await ensureAccount(tx, { system: 'provider_clearing' });
    await postEntry(tx, {
      walletAccountId: wallet,
      type: 'bonificacion',
      description: 'Saldo de prueba',
      lines: [
        { accountId: wallet, amount },
        { accountId: clearing, amount: -amount },
      ],
    });
  });
}

describe('given a company with balance', () => {
  it('publishes three vacancies free this month, then charges publicar_vacante', async () => {
    const before = await companyBalance(t.app, staff, bajio);
    const ids = [];
    for (const n of [1, 2, 3]) {
      const id = await submitted(bajio, `Operador de quinta rueda ${n}`);
      const published = await status(id, { status: 'publicada' });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().data.status).toBe('publicada');
      ids.push(id);
    }
    expect(await companyBalance(t.app, staff, bajio)).toBe(before);
    expect(await publicationsOf(bajio)).toBe(3);

    const fourth = await submitted(bajio, 'Operador de tractocamión');
    const published = await status(fourth, { status: 'publicada' });
    expect(published.statusCode, published.body).toBe(200);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/status', published);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before - 29900);
    expect(await chargesOf(fourth)).toBe(1);
    const cargos = await t.app.inject({
      url: `/payment-api/v1/companies/${bajio}/transactions?type=cargo`,
      headers: staff,
    });
    expect(cargos.json().data[0]).toMatchObject({
      type: 'cargo',
      amount: -29900,
      vacancy_id: fourth,
      description: 'Publicación de vacante: Operador de tractocamión',
    });
    const wallet = (await findAccount(db, { companyId: bajio }))!;
    expect(wallet.balance).toBe(await sumOfLines(db, wallet.id));
  });

  it('does not charge again a vacancy paused and resumed, nor edited and approved again', async () => {
    const id = await submitted(bajio, 'Operador de pipa');
    expect((await status(id, { status: 'publicada' })).statusCode).toBe(200);
    expect(await chargesOf(id)).toBe(1);
    const after = await companyBalance(t.app, staff, bajio);

    expect((await status(id, { status: 'pausada' }, staff)).statusCode).toBe(200);
    expect((await status(id, { status: 'publicada' }, staff)).statusCode).toBe(200);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${id}`,
      headers: staff,
      payload: { ...input, title: 'Operador de pipa de agua' },
    });
    expect(edited.json().data.status).toBe('en_revision');
    expect((await status(id, { status: 'publicada' })).statusCode).toBe(200);

    expect(await chargesOf(id)).toBe(1);
    expect(await companyBalance(t.app, staff, bajio)).toBe(after);
  });

  it('does not charge the seeded vacancies, published before (their publication is not repeated)', async () => {
    const [seeded] = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, bajio), eq(vacancies.status, 'publicada')))
      // The seed's come first; without an order PostgreSQL may return one this file published.
      .orderBy(asc(vacancies.id))
      .limit(1);
    const before = await companyBalance(t.app, staff, bajio);
    expect((await status(seeded!.id, { status: 'pausada' }, staff)).statusCode).toBe(200);
    expect((await status(seeded!.id, { status: 'publicada' }, staff)).statusCode).toBe(200);
    expect(await companyBalance(t.app, staff, bajio)).toBe(before);
    expect(await chargesOf(seeded!.id)).toBe(0);
  });
});

describe('given a company without balance', () => {
  it('refuses the publication after the free ones with 422 naming the price and the balance, writing nothing', async () => {
    for (const n of [1, 2, 3]) {
      const id = await submitted(pacifico, `Estibador ${n}`, otherStaff);
      expect((await status(id, { status: 'publicada' })).statusCode).toBe(200);
    }
    const id = await submitted(pacifico, 'Estibador 4', otherStaff);
    const entriesBefore = (await db.select({ n: count() }).from(journalEntries))[0]!.n;
    const refused = await status(id, { status: 'publicada' });
    expect(refused.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/status', refused);
    expect(refused.json()).toMatchObject({ code: 'insufficient_balance' });
    expect(refused.json().message).toContain('$299.00');
    expect(refused.json().message).toContain('$0.00');
    const [row] = await db.select().from(vacancies).where(eq(vacancies.id, id));
    expect(row).toMatchObject({ status: 'en_revision', publishedAt: null });
    expect(await publicationsOf(pacifico)).toBe(3);
    expect((await db.select({ n: count() }).from(journalEntries))[0]!.n).toBe(entriesBefore);
    expect(await companyBalance(t.app, otherStaff, pacifico)).toBe(0);

    // Once the company has balance, the same approval goes through.
    await credit(pacifico, 29900);
    expect((await status(id, { status: 'publicada' })).statusCode).toBe(200);
    expect(await companyBalance(t.app, otherStaff, pacifico)).toBe(0);
    expect(await chargesOf(id)).toBe(1);
  });
});

describe('given ten concurrent approvals of one company', () => {
  it('uses the three free slots and the balance for two more, and refuses the rest', async () => {
    const norte = await companyIdOf(db, 'autopartes-y-estampados-del-norte');
    const ids = [];
    for (let n = 1; n <= 10; n++) ids.push(await submitted(norte, `Soldador ${n}`, admin));
    await credit(norte, 2 * 29900);
    const responses = await Promise.all(ids.map((id) => status(id, { status: 'publicada' })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(await publicationsOf(norte)).toBe(5);
    const wallet = (await findAccount(db, { companyId: norte }))!;
    expect(wallet.balance).toBe(0);
    expect(await sumOfLines(db, wallet.id)).toBe(0);
    const published = await db
      .select({ n: count() })
      .from(vacancies)
      .where(
        and(
          eq(vacancies.companyId, norte),
          inArray(vacancies.id, ids),
          eq(vacancies.status, 'publicada'),
        ),
      );
    expect(published[0]!.n).toBe(5);
    const charged = await Promise.all(ids.map(chargesOf));
    expect(charged.reduce((a, b) => a + b, 0)).toBe(2);
  });
});

describe('the free allowance counts calendar months in Mexico City time', () => {
  it('a publication at 23:00 of January 31 in Mexico City (February in UTC) uses a January slot', async () => {
    const maya = await companyIdOf(db, 'nube-maya-software');
    const [state] = await db.select().from(states).limit(1);
    const [category] = await db.select().from(jobCategories).limit(1);
    const rows = await db
      .insert(vacancies)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          companyId: maya,
          jobCategoryId: category!.id,
          stateId: state!.id,
          title: `Desarrollador ${i + 1}`,
          description: 'Backend en TypeScript; trabajo remoto con visitas a Mérida.',
          modality: 'remoto',
          employmentType: 'tiempo_completo',
          status: 'en_revision',
        })),
      )
      .returning({ id: vacancies.id, title: vacancies.title });
    const adminId = await userIdOf(db, 'admin@jornada.test');
    const charge = (index: number, at: string) =>
      db.transaction((transaction) =>
        chargePublication(transaction as unknown as Database, {
          vacancyId: rows[index]!.id,
          companyId: maya,
          title: rows[index]!.title,
          actorUserId: adminId,
          at: new Date(at),
        }),
      );
    // 23:00 of January 31 in Mexico City (UTC−6) is already February 1 in UTC.
    for (const index of [0, 1, 2])
      expect(await charge(index, '2026-02-01T05:00:00Z')).toEqual({ kind: 'free' });
    // 00:30 of February 1 in Mexico City: a new month, free again.
    expect(await charge(3, '2026-02-01T06:30:00Z')).toEqual({ kind: 'free' });
    // Still January in Mexico City: the fourth of January is charged, and the wallet is empty.
    await expect(charge(4, '2026-01-31T20:00:00Z')).rejects.toMatchObject({
      statusCode: 422,
      code: 'insufficient_balance',
    });
    expect(await charge(0, '2026-02-01T07:00:00Z')).toEqual({ kind: 'already' });
  });
});
