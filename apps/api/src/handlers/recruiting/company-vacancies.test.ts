import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobCategories, states, vacancies } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';
import { checkTransition } from './vacancy-rules.ts';

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let outsider: { authorization: string };
let tdbId: number;
let input: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, 'empresa@jornada.test');
  admin = await signIn(t.app, 'admin@jornada.test');
  outsider = await signIn(t.app, 'otra-empresa@jornada.test');
  const db = t.database.db;
  tdbId = (await db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio')))[0]!
    .id;
  const [state] = await db.select().from(states).where(eq(states.inegiCode, '11'));
  const [category] = await db.select().from(jobCategories).limit(1);
  input = {
    title: 'Operador de quinta rueda',
    description: 'Rutas León–Monterrey con carga seca; salidas desde el patio de León.',
    salary_min: 2200000,
    salary_max: 2800000,
    modality: 'presencial',
    employment_type: 'tiempo_completo',
    positions: 3,
    state_id: state!.id,
    job_category_id: category!.id,
    requirements: ['Licencia federal tipo E'],
  };
});
afterAll(() => t.close());

const status = (id: number, body: Record<string, unknown>, headers = staff) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/vacancies/${id}/status`, headers, payload: body });

describe('company vacancies', () => {
  it('creates a draft, submits it, the admin publishes it; pause and close follow the rules', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: input,
    });
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/vacancies', created);
    const id = created.json().data.id;
    expect(created.json().data.status).toBe('borrador');
    expect(created.json().data.tags).toEqual([]);
    expect(created.json().data.next_statuses).toEqual(['en_revision', 'cerrada']);
    const skip = await status(id, { status: 'publicada' });
    expect(skip.statusCode).toBe(409);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/status', skip);
    expect((await status(id, { status: 'en_revision' })).statusCode).toBe(200);
    const selfPublish = await status(id, { status: 'publicada' });
    expect(selfPublish.statusCode).toBe(403);
    const revision = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vacancies/to-revision',
      headers: admin,
    });
    expect(revision.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/vacancies/to-revision', revision);
    expect(revision.json().data.map((v: { id: number }) => v.id)).toContain(id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/vacancies/to-revision', headers: staff }))
        .statusCode,
    ).toBe(403);
    const published = await status(id, { status: 'publicada' }, admin);
    expect(published.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/status', published);
    expect(published.json().data.published_at).not.toBeNull();
    expect((await status(id, { status: 'pausada' })).json().data.status).toBe('pausada');
    expect((await status(id, { status: 'publicada' })).json().data.status).toBe('publicada');
    expect((await status(id, { status: 'cerrada' })).json().data.status).toBe('cerrada');
    const reopen = await status(id, { status: 'publicada' });
    expect(reopen.statusCode).toBe(409);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${id}`,
      headers: staff,
      payload: input,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('rejection needs a reason (422); a rejected vacancy can go back to revision', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: { ...input, submit: true },
    });
    const id = created.json().data.id;
    expect(created.json().data.status).toBe('en_revision');
    const noReason = await status(id, { status: 'rechazada' }, admin);
    expect(noReason.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/status', noReason);
    const rejected = await status(
      id,
      { status: 'rechazada', reason: ' El salario no es claro. ' },
      admin,
    );
    expect(rejected.statusCode).toBe(200);
    // Decision 45: the company reads why, and the moves its staff may make now.
    expect(rejected.json().data.status_reason).toBe('El salario no es claro.');
    expect(rejected.json().data.next_statuses).toEqual(['en_revision', 'cerrada']);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${id}`,
      headers: staff,
    });
    assertMatchesContract('GET', '/api/v1/vacancies/{vacancyId}', seen);
    expect(seen.json().data.status_reason).toBe('El salario no es claro.');
    const resubmitted = await status(id, { status: 'en_revision' });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data.status_reason).toBeNull();
    expect(resubmitted.json().data.next_statuses).toEqual(['cerrada']);
    expect((await status(id, { status: 'borrada' })).statusCode).toBe(400);
  });

  it('updates (a published title change goes back to revision), lists by status and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: { ...input, submit: true },
    });
    const id = created.json().data.id;
    await status(id, { status: 'publicada' }, admin);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${id}`,
      headers: staff,
      payload: { ...input, title: 'Operador de tractocamión full' },
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}', updated);
    expect(updated.json().data.status).toBe('en_revision');
    const badSalary = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${id}`,
      headers: staff,
      payload: { ...input, salary_min: 3000000, salary_max: 100 },
    });
    expect(badSalary.statusCode).toBe(422);
    expect(badSalary.json().errors.salary_max).toBeDefined();
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: { ...input, title: 'Op', positions: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/companies/{companyId}/vacancies', invalid);
    expect(Object.keys(invalid.json().errors)).toEqual(
      expect.arrayContaining(['title', 'positions']),
    );
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/vacancies?status=en_revision`,
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', '/api/v1/companies/{companyId}/vacancies', list);
    expect(list.json().data.every((v: { status: string }) => v.status === 'en_revision')).toBe(
      true,
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vacancies/${id}`,
      headers: staff,
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/vacancies/${id}`, headers: staff }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to delete a vacancy with applications in progress (409) and hides drafts from outsiders', async () => {
    const [withApplications] = await t.database.db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(eq(vacancies.companyId, tdbId), eq(vacancies.status, 'publicada')))
      .limit(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/job-applications',
      headers: await signIn(t.app, 'candidato@jornada.test'),
      payload: { vacancy_id: withApplications!.id },
    });
    const busy = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/vacancies/${withApplications!.id}`,
      headers: staff,
    });
    expect(busy.statusCode).toBe(409);
    assertMatchesContract('DELETE', '/api/v1/vacancies/{vacancyId}', busy);
    const draft = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: input,
    });
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vacancies/${draft.json().data.id}`,
      headers: outsider,
      payload: input,
    });
    expect(hidden.statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: outsider,
      payload: input,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('counts published vacancies for anyone and per status for staff', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies-count',
      payload: { company_id: tdbId },
    });
    expect(anonymous.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/vacancies-count', anonymous);
    expect(anonymous.json().data.total).toBeGreaterThan(0);
    expect(anonymous.json().data.by_status).toBeUndefined();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies-count',
      headers: staff,
      payload: { company_id: tdbId },
    });
    expect(own.json().data.by_status.publicada).toBe(own.json().data.total);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies-count',
      payload: { q: 'operador' },
    });
    expect(text.json().data.total).toBeGreaterThan(0);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies-count',
      payload: { state_id: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('review and authorisation (ADR 0003)', () => {
  const publishedVacancy = async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: { ...input, submit: true },
    });
    const id = created.json().data.id as number;
    expect((await status(id, { status: 'publicada' }, admin)).statusCode).toBe(200);
    return id;
  };
  const edit = (id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/vacancies/${id}`, headers: staff, payload });
  const stored = async (id: number) =>
    (await t.database.db.select().from(vacancies).where(eq(vacancies.id, id)))[0]!;
  const authorize = (value: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/authorize`,
      headers: admin,
      payload: { is_authorized: value },
    });

  it('an unchanged edit keeps a published vacancy published', async () => {
    const id = await publishedVacancy();
    const same = await edit(id, input);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.status).toBe('publicada');
  });

  it.each([
    ['the salary', { salary_max: 3500000 }],
    ['the requirements', { requirements: ['Licencia federal tipo B'] }],
    ['the benefits', { benefits: ['Bono de productividad'] }],
    ['the tags', { tags: ['quinta rueda'] }],
    ['the positions', { positions: 10 }],
  ])('an edit of %s of a published vacancy goes back to review', async (_, change) => {
    const id = await publishedVacancy();
    const edited = await edit(id, { ...input, ...change });
    expect(edited.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}', edited);
    expect(edited.json().data.status).toBe('en_revision');
    expect((await stored(id)).status).toBe('en_revision');
  });

  it('an edit of a paused vacancy goes back to review too (no pause, edit, resume around it)', async () => {
    const id = await publishedVacancy();
    expect((await status(id, { status: 'pausada' })).statusCode).toBe(200);
    const edited = await edit(id, {
      ...input,
      description: `${input.description} Sin experiencia.`,
    });
    expect(edited.json().data.status).toBe('en_revision');
    expect((await status(id, { status: 'publicada' })).statusCode).toBe(403);
    expect((await stored(id)).status).toBe('en_revision');
  });

  it('a company that is not authorized cannot publish: approval and resuming answer 409', async () => {
    const paused = await publishedVacancy();
    expect((await status(paused, { status: 'pausada' })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/companies/${tdbId}/vacancies`,
      headers: staff,
      payload: { ...input, submit: true },
    });
    const id = created.json().data.id as number;
    expect((await authorize(false)).statusCode).toBe(200);
    try {
      const approval = await status(id, { status: 'publicada' }, admin);
      expect(approval.statusCode).toBe(409);
      assertMatchesContract('PUT', '/api/v1/vacancies/{vacancyId}/status', approval);
      expect(approval.json()).toMatchObject({
        code: 'company_not_authorized',
        message: 'La empresa todavía no está autorizada para publicar vacantes.',
      });
      expect((await stored(id)).status).toBe('en_revision');
      const resume = await status(paused, { status: 'publicada' });
      expect(resume.statusCode).toBe(409);
      expect((await stored(paused)).status).toBe('pausada');
    } finally {
      expect((await authorize(true)).statusCode).toBe(200);
    }
    expect((await status(id, { status: 'publicada' }, admin)).statusCode).toBe(200);
  });
});

describe('vacancy transitions', () => {
  it('follow ADR 0003 and the contract', () => {
    expect(checkTransition('borrador', 'en_revision', false)).toBe('ok');
    expect(checkTransition('en_revision', 'publicada', false)).toBe('forbidden');
    expect(checkTransition('en_revision', 'publicada', true)).toBe('ok');
    expect(checkTransition('publicada', 'borrador', true)).toBe('invalid');
    expect(checkTransition('cerrada', 'publicada', true)).toBe('invalid');
  });
});
