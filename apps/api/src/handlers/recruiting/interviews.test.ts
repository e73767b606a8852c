import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { applyToFreeVacancies } from '../../test/interview-candidate.ts';

let t: TestApp;
let seeker: { authorization: string };
let staff: { authorization: string };
let outsider: { authorization: string };
let seekerId: number;
let vacancyId: number;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
beforeAll(async () => {
  t = await createTestApp();
  seeker = await signIn(t.app, 'candidato@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  const applied = await applyToFreeVacancies(t.database.db);
  seekerId = applied.seekerId;
  vacancyId = applied.vacancies[0]!.id;
});
afterAll(() => t.close());

describe('interviews', () => {
  it('the company proposes (409 twice), the candidate confirms, the company reschedules and records the outcome', async () => {
    const payload = {
      candidate_user_id: seekerId,
      mode: 'videollamada',
      scheduled_at: inDays(3),
      notes: 'Trae tu licencia.',
    };
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancyId}/interviews`,
      headers: staff,
      payload,
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/interviews', created);
    const interview = created.json().data;
    expect(interview).toMatchObject({ status: 'propuesta', mode: 'videollamada' });
    expect(interview.room_name).toMatch(/^entrevista-/);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancyId}/interviews`,
      headers: staff,
      payload,
    });
    expect(twice.statusCode).toBe(409);
    const past = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vacancies/${vacancyId}/interviews`,
      headers: staff,
      payload: { ...payload, scheduled_at: inDays(-1) },
    });
    expect(past.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/vacancies/{vacancyId}/interviews', past);
    const notByCompany = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}/confirm`,
      headers: staff,
      payload: {},
    });
    expect(notByCompany.statusCode).toBe(403);
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}/confirm`,
      headers: seeker,
      payload: { comments: 'Ahí estaré.' },
    });
    expect(confirmed.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/interviews/{interviewId}/confirm', confirmed);
    expect(confirmed.json().data.confirmed_at).not.toBeNull();
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}/confirm`,
      headers: seeker,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}`,
      headers: staff,
      payload: { scheduled_at: inDays(4) },
    });
    expect(moved.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/interviews/{interviewId}', moved);
    expect(moved.json().data.status).toBe('reprogramada');
    const early = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}`,
      headers: staff,
      payload: { status: 'realizada' },
    });
    expect(early.statusCode).toBe(422);
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}`,
      headers: outsider,
      payload: { notes: 'x' },
    });
    expect(hidden.statusCode).toBe(404);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${interview.id}`,
      headers: staff,
      payload: { status: 'cancelada' },
    });
    expect(cancelled.json().data.status).toBe('cancelada');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancyId}/interviews`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}/interviews', list);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/vacancies/${vacancyId}/interviews`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('the candidate requests, reschedules, rejects with a reason and cancels (POST-destroy)', async () => {
    const url = `/api/v1/users/${seekerId}/interviews/${vacancyId}`;
    const requested = await t.app.inject({
      method: 'POST',
      url,
      headers: seeker,
      payload: { scheduled_at: inDays(5), mode: 'telefonica' },
    });
    expect(requested.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/users/{userId}/interviews/{vacancyId}', requested);
    const moved = await t.app.inject({
      method: 'PUT',
      url,
      headers: seeker,
      payload: { scheduled_at: inDays(6) },
    });
    expect(moved.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/users/{userId}/interviews/{vacancyId}', moved);
    const cancelled = await t.app.inject({
      method: 'POST',
      url,
      headers: seeker,
      payload: { _method: 'DELETE' },
    });
    expect(cancelled.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'POST', url, headers: seeker, payload: { _method: 'DELETE' } }))
        .statusCode,
    ).toBe(404);
    const other = await t.app.inject({
      method: 'POST',
      url,
      headers: staff,
      payload: { scheduled_at: inDays(5) },
    });
    expect(other.statusCode).toBe(403);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: seeker,
      payload: { scheduled_at: inDays(5) },
    });
    const id = again.json().data.id;
    const noReason = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${id}/reject`,
      headers: seeker,
      payload: { comments: 'x' },
    });
    expect(noReason.statusCode).toBe(400);
    assertMatchesContract('PUT', '/api/v1/interviews/{interviewId}/reject', noReason);
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/interviews/${id}/reject`,
      headers: seeker,
      payload: { reason: 'horario', comments: 'Trabajo por las mañanas.', proposed_at: inDays(8) },
    });
    expect(rejected.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/interviews/{interviewId}/reject', rejected);
    expect(rejected.json().data.rejection_reason).toBe(
      'El horario no me acomoda: Trabajo por las mañanas.',
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/${seekerId}/interviews?status=rechazada`,
      headers: seeker,
    });
    expect(mine.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/users/{userId}/interviews', mine);
    expect(mine.json().data.some((i: { id: number }) => i.id === id)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/${seekerId}/interviews`,
          headers: outsider,
        })
      ).statusCode,
    ).toBe(403);
  });
});
