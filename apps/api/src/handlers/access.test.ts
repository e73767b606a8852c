/**
 * The scope declarations hold on the server (openapi/README.md
 * "Access"), for every operation of the contract: a non-public operation
 * refuses a caller without a token (401) and a public one does not; a `self`
 * operation refuses another user; an `admin` one refuses whoever is not an
 * administrator, company staff included. Company-scoped operations have their
 * own matrices (tenancy.test.ts, workforce.test.ts). Operations without a
 * server yet (501) pass through and are counted.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, notificationSettings, users } from '../db/schema.ts';
import { contractOperations, requestFor, type ScopedOperation } from '../test/company-scoped.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

const scopeOf = (s: ScopedOperation) => s.op['x-jornada-access']?.scope;
const label = (s: ScopedOperation) => [`${s.method} ${s.path} (${s.op.operationId})`, s] as const;

const isPublic = contractOperations.filter((s) => scopeOf(s) === 'public');
const needsToken = contractOperations.filter((s) => scopeOf(s) !== 'public');
/** Self operations that name the user (path) or the user's record. */
const selfNamed = contractOperations.filter((s) => {
  const access = s.op['x-jornada-access'];
  return access?.scope === 'self' && typeof access.self === 'object';
});
const adminOnly = contractOperations.filter((s) => scopeOf(s) === 'admin');

let t: TestApp;
const headers: Record<string, { authorization: string }> = {};
/** The job seeker's ids: the user and records of theirs. */
const ids: Record<string, number> = {};
const exercised: Record<string, string[]> = { self: [], admin: [] };

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['candidato@jornada.test', 'empleado@jornada.test', 'empresa@jornada.test'])
    headers[email] = await signIn(t.app, email);
  const db = t.database.db;
  const [candidate] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'candidato@jornada.test'));
  const [notification] = await db
    .insert(notifications)
    .values({ userId: candidate!.id, type: 'prueba', title: 'Aviso de prueba' })
    .returning();
  const [setting] = await db
    .insert(notificationSettings)
    .values({ userId: candidate!.id, type: 'prueba', channel: 'email' })
    .returning();
  Object.assign(ids, {
    companyId: 1,
    userId: candidate!.id,
    notificationId: notification!.id,
    notificationSettingId: setting!.id,
  });
});
afterAll(() => t.close());

async function call(s: ScopedOperation, caller?: string) {
  const { url, payload, headers: extra } = requestFor(s, ids);
  return t.app.inject({
    method: s.method as 'GET',
    url,
    headers: { ...(caller ? headers[caller] : {}), ...extra },
    ...(payload ? { payload } : {}),
  });
}

describe('access declarations on the server', () => {
  it('the contract has operations of every scope', () => {
    expect(isPublic.length).toBeGreaterThan(20);
    expect(selfNamed.length).toBeGreaterThan(20);
    expect(adminOnly.length).toBeGreaterThan(5);
  });

  it.each(needsToken.map(label))('%s needs a token (401 without one)', async (_, s) => {
    const response = await call(s);
    expect(response.statusCode, `${s.op.operationId}: ${response.body}`).toBe(401);
  });

  it.each(isPublic.map(label))('%s is public (no 401 or 403 without a token)', async (_, s) => {
    const response = await call(s);
    // A 401 of the operation's own credential is not a missing sign-in (an OsmAnd tracker's key, decision 38).
    const ownCredential = response.statusCode === 401 && response.json().code !== 'unauthenticated';
    if (!ownCredential)
      expect([401, 403], `${s.op.operationId}: ${response.body}`).not.toContain(
        response.statusCode,
      );
  });

  it.each(selfNamed.map(label))(
    "%s refuses another user (an employee on the job seeker's records)",
    async (_, s) => {
      const response = await call(s, 'empleado@jornada.test');
      if (response.statusCode === 501) return;
      exercised.self!.push(s.op.operationId);
      expect([403, 404], `${s.op.operationId}: ${response.body}`).toContain(response.statusCode);
      assertMatchesContract(s.method, s.path, response);
    },
  );

  it.each(adminOnly.map(label))(
    '%s refuses a job seeker and company staff (administrators only)',
    async (_, s) => {
      for (const caller of ['candidato@jornada.test', 'empresa@jornada.test']) {
        const response = await call(s, caller);
        if (response.statusCode === 501) return;
        expect(response.statusCode, `${s.op.operationId} as ${caller}: ${response.body}`).toBe(403);
        assertMatchesContract(s.method, s.path, response);
      }
      exercised.admin!.push(s.op.operationId);
    },
  );

  it('exercised implemented self and admin operations (not only 501s)', () => {
    console.log(
      `access on the server: ${needsToken.length} operations need a token, ${isPublic.length} are public; ` +
        `${exercised.self!.length} of ${selfNamed.length} self operations naming a user or record and ` +
        `${exercised.admin!.length} of ${adminOnly.length} admin operations refused (the rest: 501)`,
    );
    expect(exercised.self!.length).toBeGreaterThanOrEqual(15);
    expect(exercised.self).toEqual(
      expect.arrayContaining(['getUserProfile', 'getNotification', 'updateNotificationSetting']),
    );
    expect(exercised.admin).toEqual(
      expect.arrayContaining(['listCompanies', 'verifyCompany', 'listVacanciesToRevision']),
    );
  });
});
