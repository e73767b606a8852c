import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let admin: { authorization: string };
let seeker: { authorization: string };
let seekerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin@jornada.test');
  seeker = await signIn(t.app, 'candidato@jornada.test');
  seekerId = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: seeker })).json()
    .data.id;
});
afterAll(() => t.close());

describe('PUT /api/v1/users/{userId}', () => {
  it('lets a user change their own name and answers the user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${seekerId}`,
      headers: seeker,
      payload: { name: 'Mariana Isabel' },
    });
    expect(response.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/users/{userId}', response);
    expect(response.json().data.name).toBe('Mariana Isabel');
  });

  it('answers 403 for another user, 404 for a missing one (admin), 409 for a taken e-mail, 400 for an empty body', async () => {
    const other = await signIn(t.app, 'empresa@jornada.test');
    const forbidden = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${seekerId}`,
      headers: other,
      payload: { name: 'X' },
    });
    expect(forbidden.statusCode).toBe(403);
    assertMatchesContract('PUT', '/api/v1/users/{userId}', forbidden);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/users/999999',
      headers: admin,
      payload: { name: 'X' },
    });
    expect(missing.statusCode).toBe(404);
    const taken = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${seekerId}`,
      headers: seeker,
      payload: { email: 'admin@jornada.test', current_password: 'Jornada2026!' },
    });
    expect(taken.statusCode).toBe(409);
    assertMatchesContract('PUT', '/api/v1/users/{userId}', taken);
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${seekerId}`,
      headers: seeker,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${seekerId}`,
      payload: { name: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('verification and roles (administrators only)', () => {
  it('lets an administrator verify a user and replace roles', async () => {
    const verified = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${seekerId}/verified`,
      headers: admin,
      payload: { verified_profile: false },
    });
    expect(verified.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/users/{userId}/verified', verified);
    expect(verified.json().data.verified_profile).toBe(false);
    const roles = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${seekerId}/assign-roles`,
      headers: admin,
      payload: { roles: ['job_seeker', 'employee'] },
    });
    expect(roles.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/users/{userId}/assign-roles', roles);
    expect(roles.json().data.roles.sort()).toEqual(['employee', 'job_seeker']);
  });

  it('refuses others with 403, unknown roles with 400 and missing users with 404', async () => {
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${seekerId}/verified`,
      headers: seeker,
      payload: { verified_profile: true },
    });
    expect(self.statusCode).toBe(403);
    assertMatchesContract('POST', '/api/v1/users/{userId}/verified', self);
    const escalate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${seekerId}/assign-roles`,
      headers: seeker,
      payload: { roles: ['admin'] },
    });
    expect(escalate.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${seekerId}/assign-roles`,
      headers: admin,
      payload: { roles: ['jefe'] },
    });
    expect(unknown.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/users/{userId}/assign-roles', unknown);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/999999/verified',
      headers: admin,
      payload: { verified_profile: true },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('PUT /api/v1/update-password', () => {
  it('changes the password, keeps this session and revokes the others', async () => {
    const current = await signIn(t.app, 'chofer@jornada.test');
    const other = await signIn(t.app, 'chofer@jornada.test');
    const payload = {
      current_password: 'Jornada2026!',
      password: 'Camion#2026',
      password_confirmation: 'Camion#2026',
    };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers: current,
      payload,
    });
    expect(response.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: current })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: other })).statusCode,
    ).toBe(401);
    await signIn(t.app, 'chofer@jornada.test', 'Camion#2026');
  });

  it('answers 422 for a wrong current password or a mismatch, 400 for a short one, 401 without a token', async () => {
    const headers = await signIn(t.app, 'otra-empresa@jornada.test');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers,
      payload: {
        current_password: 'mal',
        password: 'Camion#2026',
        password_confirmation: 'Camion#2026',
      },
    });
    expect(wrong.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/update-password', wrong);
    expect(wrong.json().errors.current_password).toBeDefined();
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers,
      payload: {
        current_password: 'Jornada2026!',
        password: 'Camion#2026',
        password_confirmation: 'Camion#2027',
      },
    });
    expect(mismatch.statusCode).toBe(422);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/update-password',
      headers,
      payload: {
        current_password: 'Jornada2026!',
        password: 'corta',
        password_confirmation: 'corta',
      },
    });
    expect(short.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/v1/update-password',
          payload: {
            current_password: 'x',
            password: 'Camion#2026',
            password_confirmation: 'Camion#2026',
          },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /api/v1/users/{userId}', () => {
  it('needs confirm=true, refuses others and deletes the account, signing it out', async () => {
    const headers = await signIn(t.app, 'empleado@jornada.test');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().data.id;
    const unconfirmed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me}`,
      headers,
    });
    expect(unconfirmed.statusCode).toBe(400);
    assertMatchesContract('DELETE', '/api/v1/users/{userId}', unconfirmed);
    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me}?confirm=true`,
      headers: seeker,
    });
    expect(other.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me}?confirm=true&reason=Ya%20no%20lo%20uso`,
      headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode).toBe(
      401,
    );
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${me}?confirm=true`,
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });
});
