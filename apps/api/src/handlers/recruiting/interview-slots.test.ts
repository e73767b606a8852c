import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { applyToFreeVacancies } from '../../test/interview-candidate.ts';

let t: TestApp;
let seeker: { authorization: string };
let staff: { authorization: string };
let seekerId: number;
let vacancyId: number;
const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/vacancies/${vacancyId}/interviews`,
    headers: staff,
    payload: { candidate_user_id: seekerId, mode: 'videollamada', ...payload },
  });
const confirm = (id: number, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/interviews/${id}/confirm`,
    headers: seeker,
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  seeker = await signIn(t.app, 'candidato@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  const applied = await applyToFreeVacancies(t.database.db);
  seekerId = applied.seekerId;
  vacancyId = applied.vacancies[0]!.id;
});
afterAll(() => t.close());

describe('given a company proposing several interview slots (contract decision 51)', () => {
  it('refuses past, repeated, too many or both kinds of times with Spanish field errors', async () => {
    const past = await create({ proposed_slots: [inHours(30), inHours(-2)] });
    expect(past.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/interviews', past);
    expect(past.json().errors).toEqual({ 'proposed_slots.1': ['La fecha debe ser futura.'] });

    const at = inHours(30);
    const repeated = await create({
      proposed_slots: [at, new Date(at).toISOString().replace('Z', '+00:00')],
    });
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json().errors).toEqual({ 'proposed_slots.1': ['Este horario está repetido.'] });

    const six = await create({ proposed_slots: [1, 2, 3, 4, 5, 6].map((d) => inHours(24 * d)) });
    expect(six.statusCode).toBeGreaterThanOrEqual(400);
    expect(six.statusCode).toBeLessThan(500);

    const both = await create({ scheduled_at: inHours(30), proposed_slots: [inHours(40)] });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.scheduled_at).toEqual([
      'Envía una sola fecha o varios horarios, no ambos.',
    ]);

    const neither = await create({});
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors.scheduled_at).toEqual(['Elige la fecha de la entrevista.']);
  });

  it('offers two slots soonest first; the candidate must pick one of them, which becomes the time', async () => {
    const later = inHours(72);
    const sooner = inHours(48);
    const created = await create({ proposed_slots: [later, sooner], duration_minutes: 45 });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/interviews', created);
    const interview = created.json().data;
    expect(interview).toMatchObject({
      status: 'propuesta',
      scheduled_at: sooner,
      proposed_slots: [sooner, later],
    });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${seekerId}/interviews`,
      headers: seeker,
    });
    assertMatchesContract('GET', '/api/v1/users/{userId}/interviews', listed);
    const mine = listed.json().data.find((i: { id: number }) => i.id === interview.id);
    expect(mine.proposed_slots).toEqual([sooner, later]);

    const unpicked = await confirm(interview.id, {});
    expect(unpicked.statusCode).toBe(422);
    expect(unpicked.json().errors).toEqual({ slot: ['Elige uno de los horarios propuestos.'] });
    const other = await confirm(interview.id, { slot: inHours(50) });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ slot: ['Ese horario no es uno de los propuestos.'] });

    const picked = await confirm(interview.id, { slot: later });
    expect(picked.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/interviews/{interviewId}/confirm', picked);
    expect(picked.json().data).toMatchObject({
      status: 'confirmada',
      scheduled_at: later,
      proposed_slots: [],
    });

    const companySees = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancyId}/interviews`,
      headers: staff,
    });
    const seen = companySees.json().data.find((i: { id: number }) => i.id === interview.id);
    expect(seen).toMatchObject({ status: 'confirmada', scheduled_at: later });
  });

  it('keeps the single-time proposal of older clients: confirmed without a slot', async () => {
    await t.database.db
      .update(interviews)
      .set({ status: 'cancelada' })
      .where(and(eq(interviews.vacancyId, vacancyId), eq(interviews.candidateUserId, seekerId)));
    const at = inHours(26);
    const created = await create({ scheduled_at: at });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ scheduled_at: at, proposed_slots: [] });
    const confirmed = await confirm(created.json().data.id, {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ status: 'confirmada', scheduled_at: at });
  });
});
