import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../db/schema.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';

let t: TestApp;
let session: { authorization: string };
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  session = await signIn(t.app, 'chofer@jornada.test');
  userId = (await t.app.inject({ url: '/api/v1/user', headers: session })).json().data.id;
});
afterAll(() => t.close());

async function mailbox(to: string) {
  const response = await t.app.inject({ url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}` });
  return response.json().data as { subject: string; text: string }[];
}

const storedEmail = async () =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.email;

const change = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/users/${userId}`, headers: session, payload });

const confirm = (code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/users/${userId}/email-confirmation`,
    headers: session,
    payload: { code },
  });

describe('changing the e-mail of an account', () => {
  it('given only a session token, answers 422 and keeps the address', async () => {
    const response = await change({ email: 'ladron@correo.example' });
    expect(response.statusCode).toBe(422);
    assertMatchesContract('PUT', '/api/v1/users/{userId}', response);
    expect(response.json().errors.current_password).toEqual([
      'Escribe tu contraseña actual para cambiar el correo.',
    ]);
    expect(await storedEmail()).toBe('chofer@jornada.test');
    expect(await mailbox('ladron@correo.example')).toEqual([]);
  });

  it('given a wrong current password, answers 422 and records nothing', async () => {
    const response = await change({
      email: 'ladron@correo.example',
      current_password: 'NoEsLaMia#1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.current_password).toEqual([
      'La contraseña actual no es correcta.',
    ]);
    expect(
      await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, userId)),
    ).toEqual([]);
  });

  it('given the password, keeps the address until the code sent to the new one is confirmed, and tells the old one', async () => {
    const requested = await change({
      email: 'Jose.Nuevo@correo.example',
      current_password: 'Jornada2026!',
      name: 'José Luis',
    });
    expect(requested.statusCode).toBe(200);
    assertMatchesContract('PUT', '/api/v1/users/{userId}', requested);
    expect(requested.json().data.email).toBe('chofer@jornada.test');
    expect(await storedEmail()).toBe('chofer@jornada.test');
    const [codeMail] = await mailbox('jose.nuevo@correo.example');
    expect(codeMail!.subject).toMatch(/^Confirma tu nuevo correo de Jornada: \d{6}$/);
    const [notice] = await mailbox('chofer@jornada.test');
    expect(notice!.subject).toBe('Se pidió cambiar el correo de tu cuenta de Jornada');
    expect(notice!.text).toContain('jose.nuevo@correo.example');

    const code = codeMail!.text.match(/\b(\d{6})\b/)![1]!;
    const wrong = await confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    assertMatchesContract('POST', '/api/v1/users/{userId}/email-confirmation', wrong);
    expect(await storedEmail()).toBe('chofer@jornada.test');

    const confirmed = await confirm(code);
    expect(confirmed.statusCode).toBe(200);
    assertMatchesContract('POST', '/api/v1/users/{userId}/email-confirmation', confirmed);
    expect(confirmed.json().data.email).toBe('jose.nuevo@correo.example');
    expect(await storedEmail()).toBe('jose.nuevo@correo.example');
    const [changed] = await mailbox('chofer@jornada.test');
    expect(changed!.subject).toBe('El correo de tu cuenta de Jornada cambió');
    expect((await confirm(code)).statusCode).toBe(422);
  });

  it('answers 403 to someone else confirming and 401 without a session', async () => {
    const other = await signIn(t.app, 'empleado@jornada.test');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/email-confirmation`,
      headers: other,
      payload: { code: '123456' },
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/email-confirmation`,
      payload: { code: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
