import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, searchTerms } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { handleError, webUrlMessage } from './errors.ts';
import { nulMessage } from './input-guards.ts';

let t: TestApp;
let admin: { authorization: string };
let staff: { authorization: string };
let seeker: { authorization: string };
let tdbId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@jornada.test');
  staff = await signIn(t.app, 'empresa@jornada.test');
  seeker = await signIn(t.app, 'candidato@jornada.test');
  tdbId = (
    await t.database.db.select().from(companies).where(eq(companies.slug, 'transportes-del-bajio'))
  )[0]!.id;
});
afterAll(() => t.close());

describe('given an id or amount at or beyond 2³¹', () => {
  it.each([
    ['GET', '/api/v1/vacancies/2147483648'],
    ['GET', '/api/v1/companies/4294967296'],
    ['DELETE', '/api/v1/departments/100000000000000000000'],
    ['GET', '/api/v1/images?resource_type=user&resource_id=2147483648'],
  ])('when %s %s → it answers 400 naming the field, not 500', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(response.json().errors as object).length).toBeGreaterThan(0);
  });

  it('when a body id is past int4 (vacancy count by company) → it answers 400 with errors.company_id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies-count',
      headers: seeker,
      payload: { company_id: 9007199254740994 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('company_id');
  });

  it('when the id is the largest int4 → it passes validation (404, the record does not exist)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vacancies/2147483647',
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('given a text with a NUL character', () => {
  it('when it is in a JSON body → it answers 400 naming the field and writes nothing', async () => {
    const before = await t.database.db.select().from(searchTerms);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/search/terms',
      headers: seeker,
      payload: { term: 'chofer\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Los datos enviados no son válidos.',
      code: 'validation_failed',
      errors: { term: [nulMessage] },
    });
    expect(await t.database.db.select().from(searchTerms)).toEqual(before);
  });

  it('when it is in a nested field → the error names its dot path', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { token: 'x', client_id: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ client_id: [nulMessage] });
  });

  it('when it is in the query → it answers 400 with errors.q', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/search/vacancies?q=chofer%00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ q: [nulMessage] });
  });

  it('when it is in a multipart field → it answers 400 with errors.comments', async () => {
    const boundary = 'nul';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="resource_type"\r\n\r\nuser\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="resource_id"\r\n\r\n1\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="comments"\r\n\r\na\u0000b\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ comments: [nulMessage] });
  });
});

describe('given a boolean query parameter', () => {
  const unread = (value: string) =>
    t.app.inject({
      method: 'GET',
      url: `/notifications-api/v1/notifications?unread=${value}`,
      headers: seeker,
    });

  it('when it is 1 or 0 → it means true or false', async () => {
    const [one, yes, zero, no] = await Promise.all(['1', 'true', '0', 'false'].map(unread));
    for (const response of [one, yes, zero, no]) expect(response!.statusCode).toBe(200);
    expect(one!.json()).toEqual(yes!.json());
    expect(zero!.json()).toEqual(no!.json());
    assertMatchesContract('GET', '/notifications-api/v1/notifications', one!);
  });

  it('when it is anything else → it answers 400 naming the parameter', async () => {
    for (const value of ['si', '2', 'TRUE', '']) {
      const response = await unread(value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().errors).toHaveProperty('unread');
    }
  });

  it('when only_drivers is 1 → the contract accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/employees?only_drivers=1`,
      headers: staff,
    });
    expect(response.statusCode).not.toBe(400);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/v1/companies/${tdbId}/employees?only_drivers=tal-vez`,
      headers: staff,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('only_drivers');
  });
});

describe('given a company website', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://tdb.example'])(
    'when it is %s → it answers 400 and keeps the saved one',
    async (website) => {
      const [before] = await t.database.db.select().from(companies).where(eq(companies.id, tdbId));
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/companies/${tdbId}`,
        headers: staff,
        payload: { website },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.website).toContain(webUrlMessage);
      const [after] = await t.database.db.select().from(companies).where(eq(companies.id, tdbId));
      expect(after!.website).toBe(before!.website);
    },
  );

  it('when it is https → it is saved', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${tdbId}`,
      headers: staff,
      payload: { website: 'https://tdb.example/nosotros' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.website).toBe('https://tdb.example/nosotros');
  });
});

describe('given a statistics period before year 1 of PostgreSQL', () => {
  it('when to is 0001-01-01 → it answers 400 naming the field', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/statistics/registered-users?to=0001-01-01&group_by=month',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('to');
  });
});

describe('given a database data error that slipped past the contract', () => {
  it.each(['22003', '22P02', '22021', '22001', '22008', '54000'])(
    'when the driver reports SQLSTATE %s (wrapped by drizzle) → it answers 400 invalid_value',
    async (code) => {
      const app = Fastify({ logger: false });
      app.setErrorHandler(handleError);
      app.get('/', async () => {
        throw Object.assign(new Error('Failed query'), {
          cause: Object.assign(new Error(), { code }),
        });
      });
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_value' });
      await app.close();
    },
  );

  it('when it is another failure → it still answers 500', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/', async () => {
      // A programming error (undefined table), not bad input nor a lost connection (503).
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error(), { code: '42P01' }),
      });
    });
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
    await app.close();
  });
});
