/**
 * Signed clock-in links (decision 39): staff get the company's kiosk link and
 * an employee's personal link (the employee their own), the same one until it
 * expires or is revoked, built from PUBLIC_URL with the token in the fragment;
 * the pages read what a link opens without signing in; a tampered token is
 * 401, an expired or revoked link 410.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockLinks, employees } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';
import { verifyLinkToken } from './token.ts';

const kioskPath = '/clocker-api/v1/generate-signed-url-company/{companyId}';
const personalPath = '/clocker-api/v1/generate-signed-url-employee/{employeeId}';
const linkPath = '/clocker-api/v1/clock-link';
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
});
afterAll(() => t.close());

async function call(
  method: 'GET' | 'DELETE',
  path: string,
  id: number,
  query = '',
  as: string = accounts.staff,
) {
  const response = await t.app.inject({
    method,
    url: `${path.replace(/\{\w+\}/, String(id))}${query}`,
    headers: f.headers[as as keyof ClockFixture['headers']],
  });
  assertMatchesContract(method, path, response);
  return response;
}

async function readLink(token: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: linkPath,
    headers: { 'x-clock-link': token },
  });
  assertMatchesContract('GET', linkPath, response);
  return response;
}

const tokenOf = (url: string) => url.split('#')[1]!;

describe("the company's kiosk link", () => {
  it('is built from PUBLIC_URL with the token in the fragment, lasts 720 hours and is answered again', async () => {
    const first = await call('GET', kioskPath, f.companyId);
    expect(first.statusCode).toBe(200);
    const { url, expires_at } = first.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/kiosco#c1\.[\w-]+\.[\w-]+$/);
    const hours = (new Date(expires_at).getTime() - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(719.9);
    expect(hours).toBeLessThanOrEqual(720);
    const claims = verifyLinkToken(t.config.fileUrlSecret, tokenOf(url))!;
    expect(claims.expiresAt.toISOString()).toBe(expires_at);
    expect((await call('GET', kioskPath, f.companyId)).json().data.url).toBe(url);
  });

  it('opens the kiosk page without signing in: the company, no employee', async () => {
    const { url, expires_at } = (await call('GET', kioskPath, f.companyId)).json().data;
    const response = await readLink(tokenOf(url));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      kind: 'kiosk',
      company: { id: f.companyId, name: 'Transportes del Bajío' },
      employee: null,
      expires_at,
    });
  });

  it('renew replaces it: the old one answers 410', async () => {
    const old = (await call('GET', kioskPath, f.companyId)).json().data.url;
    const renewed = (await call('GET', kioskPath, f.companyId, '?renew=true')).json().data.url;
    expect(renewed).not.toBe(old);
    const gone = await readLink(tokenOf(old));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('Este enlace venció o fue revocado. Pide uno nuevo.');
    expect((await readLink(tokenOf(renewed))).statusCode).toBe(200);
  });

  it('revoked (a lost tablet): 204, the link answers 410 and the next GET makes a new one', async () => {
    const old = (await call('GET', kioskPath, f.companyId)).json().data.url;
    expect((await call('DELETE', kioskPath, f.companyId)).statusCode).toBe(204);
    expect((await readLink(tokenOf(old))).statusCode).toBe(410);
    const next = (await call('GET', kioskPath, f.companyId)).json().data.url;
    expect(next).not.toBe(old);
  });

  it('expired: 410', async () => {
    const { url } = (await call('GET', kioskPath, f.companyId, '?renew=true')).json().data;
    const { linkId } = verifyLinkToken(t.config.fileUrlSecret, tokenOf(url))!;
    await t.database.db
      .update(clockLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(clockLinks.id, linkId));
    expect((await readLink(tokenOf(url))).statusCode).toBe(410);
  });

  it('a tampered or foreign token answers 401; a missing header 400', async () => {
    const { url } = (await call('GET', kioskPath, f.companyId, '?renew=true')).json().data;
    const token = tokenOf(url);
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const otherLink = Buffer.from(JSON.stringify({ l: 1, e: 4102444800 })).toString('base64url');
    for (const forged of [
      `${version}.${payload}.${signature.slice(0, -2)}xx`,
      `${version}.${otherLink}.${signature}`,
      `c2.${payload}.${signature}`,
      'no es un enlace',
    ]) {
      const response = await readLink(forged);
      expect(response.statusCode, forged).toBe(401);
      expect(response.json().message).toBe('Este enlace no es válido. Pide uno nuevo.');
    }
    const missing = await t.app.inject({ method: 'GET', url: linkPath });
    expect(missing.statusCode).toBe(400);
  });

  it('is staff’s: the employee may neither get nor revoke it (403)', async () => {
    expect((await call('GET', kioskPath, f.companyId, '', accounts.employee)).statusCode).toBe(403);
    expect((await call('DELETE', kioskPath, f.companyId, '', accounts.employee)).statusCode).toBe(
      403,
    );
    expect((await call('GET', kioskPath, f.companyId, '', accounts.otherStaff)).statusCode).toBe(
      403,
    );
  });
});

describe("an employee's personal link", () => {
  it('the employee gets their own (2,160 hours) and it opens their clock-in page', async () => {
    const response = await call('GET', personalPath, f.demo.employeeId, '', accounts.employee);
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/checar#c1\./);
    expect((new Date(expires_at).getTime() - Date.now()) / 3600_000).toBeGreaterThan(2159.9);
    const opened = await readLink(tokenOf(url));
    expect(opened.json().data).toMatchObject({
      kind: 'employee',
      company: { id: f.companyId },
      employee: {
        id: f.demo.employeeId,
        clock_status: expect.any(String),
        week: expect.any(Array),
      },
    });
    expect((await call('GET', personalPath, f.demo.employeeId)).json().data.url).toBe(url);
  });

  it('a coworker’s is out of the employee’s reach; only staff revoke (a lost phone)', async () => {
    const coworker = await f.addEmployee();
    expect((await call('GET', personalPath, coworker, '', accounts.employee)).statusCode).toBe(403);
    const { url } = (await call('GET', personalPath, coworker)).json().data;
    expect((await call('DELETE', personalPath, coworker, '', accounts.employee)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', personalPath, coworker)).statusCode).toBe(204);
    expect((await readLink(tokenOf(url))).statusCode).toBe(410);
  });

  it('a link whose employee left the company (baja) answers 410', async () => {
    const leaving = await f.addEmployee();
    const { url } = (await call('GET', personalPath, leaving)).json().data;
    await t.database.db.update(employees).set({ status: 'baja' }).where(eq(employees.id, leaving));
    expect((await readLink(tokenOf(url))).statusCode).toBe(410);
  });
});
