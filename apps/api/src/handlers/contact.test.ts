import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptchaToken } from '../contact/captcha.ts';
import { contactMessages, mailingListSubscribers } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jorge Ramírez',
  email: 'Jorge.Ramirez@correo.example',
  subject: 'Quiero publicar vacantes para mi empresa',
  phone: '5512345678',
  token: '03AFcWeA5x',
  ...overrides,
});

describe('POST /api/v1/contact and /api/v1/company-contact', () => {
  it('given a complete form, stores it and answers 202 with a Spanish acknowledgement', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: form(),
    });
    expect(response.statusCode).toBe(202);
    assertMatchesContract('POST', '/api/v1/contact', response);
    expect(response.json()).toEqual({
      data: { message: 'Recibimos tu mensaje. Te responderemos pronto.' },
    });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'jorge.ramirez@correo.example'));
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'contact', name: 'Jorge Ramírez', phone: '5512345678' }),
    ]);
  });

  it('stores the company form apart, the phone being optional', async () => {
    const payload = form({ email: 'ventas@empresa.example', phone: undefined });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/company-contact',
      payload,
    });
    expect(response.statusCode).toBe(202);
    assertMatchesContract('POST', '/api/v1/company-contact', response);
    expect(response.json().data.message).toMatch(/equipo comercial/);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ventas@empresa.example'));
    expect(row).toMatchObject({ kind: 'company', phone: null });
  });

  it('given a bad email, a bad phone and no token, answers 400 naming each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: form({ email: 'no-es-correo', phone: '12', token: undefined }),
    });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/contact', response);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['email', 'phone', 'token']),
    );
  });
});

describe('POST /api/v1/mailing-list', () => {
  it('subscribes each address once, whatever its case, and answers 202 again for known ones', async () => {
    const payload = {
      user_emails: ['mariana.lopez@correo.example', 'Mariana.Lopez@correo.example'],
      token: 'x',
    };
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/mailing-list', payload });
      expect(response.statusCode).toBe(202);
      assertMatchesContract('POST', '/api/v1/mailing-list', response);
      expect(response.json().data.message).toMatch(/novedades/);
    }
    const rows = await t.database.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, 'mariana.lopez@correo.example'));
    expect(rows).toHaveLength(1);
  });

  it('given no addresses or an invalid one, answers 400', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailing-list',
      payload: { user_emails: [], token: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailing-list',
      payload: { user_emails: ['no-es-correo'], token: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    assertMatchesContract('POST', '/api/v1/mailing-list', invalid);
  });
});

describe('throttling', () => {
  it('after 50 forms from one address in 15 minutes, answers 429 with Retry-After', async () => {
    // The source is the socket's peer: without TRUST_PROXY, X-Forwarded-For is ignored.
    const remoteAddress = '203.0.113.9';
    const payload = { user_emails: ['flood@correo.example'], token: 'x' };
    for (let i = 0; i < 50; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/mailing-list',
        remoteAddress,
        payload,
      });
      expect(response.statusCode).toBe(202);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      remoteAddress,
      payload: form(),
    });
    expect(blocked.statusCode).toBe(429);
    assertMatchesContract('POST', '/api/v1/contact', blocked);
    // Growing delays (auth/throttle.ts formPolicy): the first wait is a second or two, at most 900.
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toMatch(/demasiados formularios/);
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: form() });
    expect(other.statusCode).toBe(202);
  });

  it('given 60 forms sent at once from one address, accepts exactly 50 (the count cannot be raced)', async () => {
    const remoteAddress = '203.0.113.77';
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/mailing-list',
          remoteAddress,
          payload: { user_emails: ['carrera@correo.example'], token: 'x' },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});

describe('given CAPTCHA_SECRET', () => {
  const secret = 'secreto-de-prueba';
  let s: TestApp;
  beforeAll(async () => {
    process.env.CAPTCHA_SECRET = secret;
    try {
      s = await createTestApp();
    } finally {
      delete process.env.CAPTCHA_SECRET;
    }
  });
  afterAll(() => s.close());

  it('accepts a token signed with the secret', async () => {
    const token = issueCaptchaToken(secret, Date.now() - 5000);
    const response = await s.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: form({ token }),
    });
    expect(response.statusCode).toBe(202);
  });

  it('refuses any other token with 422 in Spanish', async () => {
    for (const url of ['/api/v1/contact', '/api/v1/company-contact']) {
      const response = await s.app.inject({ method: 'POST', url, payload: form() });
      expect(response.statusCode).toBe(422);
      assertMatchesContract('POST', url, response);
      expect(response.json()).toMatchObject({
        code: 'invalid_captcha',
        errors: { token: [expect.stringMatching(/robot/)] },
      });
    }
    const list = await s.app.inject({
      method: 'POST',
      url: '/api/v1/mailing-list',
      payload: { user_emails: ['a@correo.example'], token: 'falso' },
    });
    expect(list.statusCode).toBe(422);
  });
});
