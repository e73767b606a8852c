import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCategories, municipalities, states, userVacancies, users } from '../../db/schema.ts';
import { assertMatchesContract } from '../../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../../test/harness.ts';

const own = '/api/v1/users/{userId}/vacancies';
const one = '/api/v1/users/{userId}/vacancies/{vacancyId}';
const search = '/api/v1/search/user-vacancies';

let t: TestApp;
let candidate: { authorization: string };
let other: { authorization: string };
let admin: { authorization: string };
let candidateId: number;
let otherId: number;
let input: Record<string, unknown>;

async function idOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  candidate = await signIn(t.app, 'candidato@jornada.test');
  other = await signIn(t.app, 'empresa@jornada.test');
  admin = await signIn(t.app, 'admin@jornada.test');
  candidateId = await idOf('candidato@jornada.test');
  otherId = await idOf('empresa@jornada.test');
  const db = t.database.db;
  const [jalisco] = await db.select().from(states).where(eq(states.inegiCode, '14'));
  const [municipality] = await db
    .select()
    .from(municipalities)
    .where(eq(municipalities.stateId, jalisco!.id));
  const [category] = await db.select().from(jobCategories).limit(1);
  input = {
    title: 'Jardinero para casa con huerto',
    description: 'Busco jardinero dos mañanas por semana para podar, regar y cuidar un huerto.',
    salary_min: 600_000,
    salary_max: 800_000,
    modality: 'presencial',
    employment_type: 'medio_tiempo',
    positions: 1,
    state_id: jalisco!.id,
    municipality_id: municipality!.id,
    job_category_id: category!.id,
    tags: ['poda'],
    contact_phone: '3398765432',
  };
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: { authorization: string } | Record<string, never>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('given the demo job seeker and their own vacancies', () => {
  it('lists the seeded ones, newest first, paginated, filtered by status', async () => {
    const list = await inject('GET', `/api/v1/users/${candidateId}/vacancies`, candidate);
    expect(list.statusCode).toBe(200);
    assertMatchesContract('GET', own, list);
    const { data, meta } = list.json();
    expect(data.length).toBeGreaterThanOrEqual(3);
    expect(data[0].publisher).toEqual({ id: candidateId, name: 'Mariana López Hernández' });
    expect(meta.current_page).toBe(1);
    const drafts = await inject(
      'GET',
      `/api/v1/users/${candidateId}/vacancies?status=borrador&per_page=1`,
      candidate,
    );
    assertMatchesContract('GET', own, drafts);
    expect(drafts.json().data.map((v: { status: string }) => v.status)).toEqual(['borrador']);
    expect(drafts.json().meta.per_page).toBe(1);
  });

  it('creates one (published by default), updates it, closes it and deletes it', async () => {
    const created = await inject(
      'POST',
      `/api/v1/users/${candidateId}/vacancies`,
      candidate,
      input,
    );
    expect(created.statusCode).toBe(201);
    assertMatchesContract('POST', own, created);
    const vacancy = created.json().data;
    expect(vacancy).toMatchObject({ status: 'publicada', contact_phone: '3398765432' });
    expect(vacancy.published_at).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(userVacancies)
      .where(eq(userVacancies.id, vacancy.id));
    expect(row).toMatchObject({ userId: candidateId, title: 'Jardinero para casa con huerto' });

    const url = `/api/v1/users/${candidateId}/vacancies/${vacancy.id}`;
    const updated = await inject('PUT', url, candidate, {
      ...input,
      title: 'Jardinera o jardinero para huerto',
      status: 'cerrada',
    });
    expect(updated.statusCode).toBe(200);
    assertMatchesContract('PUT', one, updated);
    expect(updated.json().data).toMatchObject({
      title: 'Jardinera o jardinero para huerto',
      status: 'cerrada',
    });
    const closed = await inject('PUT', url, candidate, input);
    expect(closed.statusCode).toBe(409);
    assertMatchesContract('PUT', one, closed);
    expect(closed.json().message).toBe('Una vacante cerrada ya no se puede editar.');

    const removed = await inject('DELETE', url, candidate);
    expect(removed.statusCode).toBe(204);
    const again = await inject('DELETE', url, candidate);
    expect(again.statusCode).toBe(404);
    assertMatchesContract('DELETE', one, again);
  });

  it('answers 400 with Spanish field errors for input that breaks the contract', async () => {
    const response = await inject('POST', `/api/v1/users/${candidateId}/vacancies`, candidate, {
      ...input,
      title: 'abc',
      contact_phone: '12',
    });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('POST', own, response);
    const { errors } = response.json();
    expect(errors.title[0]).toMatch(/no debe tener más de|no debe tener menos de|caracteres/);
    expect(errors.contact_phone).toBeDefined();
  });

  it('answers 422 field by field when a business rule fails', async () => {
    const response = await inject('POST', `/api/v1/users/${candidateId}/vacancies`, candidate, {
      ...input,
      salary_min: 900_000,
      salary_max: 500_000,
      job_category_id: 99_999,
      contact_phone: null,
    });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('POST', own, response);
    expect(response.json().errors).toEqual({
      salary_max: ['El salario máximo no puede ser menor que el mínimo.'],
      job_category_id: ['La categoría no existe.'],
      contact_email: ['Indica un correo o un teléfono de contacto para publicar la vacante.'],
      contact_phone: ['Indica un correo o un teléfono de contacto para publicar la vacante.'],
    });
    const draft = await inject('POST', `/api/v1/users/${candidateId}/vacancies`, candidate, {
      ...input,
      contact_phone: null,
      status: 'borrador',
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data.published_at).toBeNull();
  });
});

describe('given someone else', () => {
  it('refuses to list, create, update or delete for another person (403)', async () => {
    const [mine] = await t.database.db
      .select()
      .from(userVacancies)
      .where(eq(userVacancies.userId, candidateId))
      .limit(1);
    const base = `/api/v1/users/${candidateId}/vacancies`;
    const responses = [
      ['GET', own, await inject('GET', base, other)],
      ['POST', own, await inject('POST', base, other, input)],
      ['PUT', one, await inject('PUT', `${base}/${mine!.id}`, other, input)],
      ['DELETE', one, await inject('DELETE', `${base}/${mine!.id}`, other)],
    ] as const;
    for (const [method, path, response] of responses) {
      expect(response.statusCode).toBe(403);
      assertMatchesContract(method, path, response);
      expect(response.json().message).toBe('Solo puedes ver o cambiar tus propios datos.');
    }
  });

  it('answers 404 for another person’s vacancy id under one’s own user', async () => {
    const [mine] = await t.database.db
      .select()
      .from(userVacancies)
      .where(eq(userVacancies.userId, candidateId))
      .limit(1);
    const response = await inject(
      'PUT',
      `/api/v1/users/${otherId}/vacancies/${mine!.id}`,
      other,
      input,
    );
    expect(response.statusCode).toBe(404);
    assertMatchesContract('PUT', one, response);
  });

  it('lets an administrator list them', async () => {
    const response = await inject('GET', `/api/v1/users/${candidateId}/vacancies`, admin);
    expect(response.statusCode).toBe(200);
    assertMatchesContract('GET', own, response);
  });

  it('answers 401 without a token', async () => {
    const response = await inject('GET', `/api/v1/users/${candidateId}/vacancies`, {});
    expect(response.statusCode).toBe(401);
    assertMatchesContract('GET', own, response);
  });
});

describe('searching user vacancies', () => {
  it('finds published ones by words without accents, ranked, and hides others’ drafts', async () => {
    const found = await inject(
      'GET',
      '/api/v1/search/user-vacancies?q=albanil%20remodelacion',
      other,
    );
    expect(found.statusCode).toBe(200);
    assertMatchesContract('GET', search, found);
    expect(found.json().data[0].title).toBe('Ayudante de albañil para remodelación de casa');

    const drafts = await inject(
      'GET',
      `/api/v1/search/user-vacancies?user_id=${candidateId}&status=borrador`,
      other,
    );
    assertMatchesContract('GET', search, drafts);
    expect(drafts.json().data).toEqual([]);
    const ownDrafts = await inject(
      'GET',
      `/api/v1/search/user-vacancies?user_id=${candidateId}&status=borrador`,
      candidate,
    );
    expect(ownDrafts.json().data.length).toBeGreaterThanOrEqual(1);
  });

  it('paginates', async () => {
    const page = await inject('GET', '/api/v1/search/user-vacancies?per_page=1&page=2', other);
    expect(page.statusCode).toBe(200);
    assertMatchesContract('GET', search, page);
    const { data, meta } = page.json();
    expect(data).toHaveLength(1);
    expect(meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(meta.total).toBeGreaterThanOrEqual(2);
  });

  it('answers 400 for a bad page and 401 without a token', async () => {
    const bad = await inject('GET', '/api/v1/search/user-vacancies?page=cero', other);
    expect(bad.statusCode).toBe(400);
    assertMatchesContract('GET', search, bad);
    expect(bad.json().errors.page).toBeDefined();
    const anonymous = await inject('GET', '/api/v1/search/user-vacancies', {});
    expect(anonymous.statusCode).toBe(401);
    assertMatchesContract('GET', search, anonymous);
  });
});
