/**
 * Checks through signed links, without signing in (decision 39): at the
 * kiosk with number and PIN or the personal link's QR code (source `kiosk`),
 * from a personal link on the phone (source `app`, offline checks kept once);
 * wrong PINs answer one message and are throttled (the 6th of an employee in
 * 15 minutes, and the 31st failed try on a link, answer 429).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, clockLinks } from '../../../db/schema.ts';
import { assertMatchesContract } from '../../../test/contract-validator.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, clockFixture, type ClockFixture } from '../../../test/clock-attendance.ts';
import { storePin } from './pin.ts';
import { signLinkToken } from './token.ts';

const path = '/clocker-api/v1/clock-link/attendances';
const here = { latitude: 21.1222, longitude: -101.6828 };
let t: TestApp;
let f: ClockFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await clockFixture(t);
});
afterAll(() => t.close());

/** A new link straight in the database, and its token. */
async function newLink(kind: 'kiosk' | 'employee', employeeId?: number) {
  const [link] = await t.database.db
    .insert(clockLinks)
    .values({
      companyId: f.companyId,
      kind,
      employeeId: employeeId ?? null,
      expiresAt: new Date(Math.floor(Date.now() / 1000 + 3600) * 1000),
    })
    .returning();
  return signLinkToken(t.config.fileUrlSecret, { linkId: link!.id, expiresAt: link!.expiresAt });
}

async function check(token: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-clock-link': token },
    payload: body,
  });
  assertMatchesContract('POST', path, response);
  return response;
}

/** An employee with a number and a PIN. */
async function withPin(pin = '4821') {
  const number = `K-${randomUUID().slice(0, 8)}`.toUpperCase();
  const id = await f.addEmployee({ employeeNumber: number, name: 'Rosa', surname: 'Kiosco' });
  await storePin(t.database.db, id, pin);
  return { id, number, pin };
}

describe('at the kiosk', () => {
  it('an employee checks in with number and PIN: source kiosk, the greeting names them', async () => {
    const kiosk = await newLink('kiosk');
    const rosa = await withPin();
    const response = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number.toLowerCase(),
      pin: rosa.pin,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      employee: { id: rosa.id, name: 'Rosa Kiosco', employee_number: rosa.number },
      attendance: { employee_id: rosa.id, source: 'kiosk', check_out_at: null },
      clock_status: expect.stringMatching(/en_turno|retardo/),
    });
    const out = await check(kiosk, {
      type: 'check_out',
      employee_number: rosa.number,
      pin: rosa.pin,
    });
    expect(out.json().data).toMatchObject({
      clock_status: 'salida',
      attendance: { worked_minutes: 0 },
    });
  });

  it('an unknown number and a wrong PIN get the same 401', async () => {
    const kiosk = await newLink('kiosk');
    const rosa = await withPin();
    const wrong = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number,
      pin: '9999',
    });
    const unknown = await check(kiosk, {
      type: 'check_in',
      employee_number: 'NO-EXISTE',
      pin: rosa.pin,
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('El número de empleado o el PIN no son correctos.');
    }
    const rows = await t.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.employeeId, rosa.id));
    expect(rows).toEqual([]);
  });

  it('the 6th wrong PIN of an employee answers 429 with Retry-After, even with the right PIN; a new PIN lets them in', async () => {
    const kiosk = await newLink('kiosk');
    const rosa = await withPin();
    for (let i = 0; i < 5; i++) {
      const response = await check(kiosk, {
        type: 'check_in',
        employee_number: rosa.number,
        pin: '1357',
      });
      expect(response.statusCode, `try ${i + 1}`).toBe(401);
    }
    const sixth = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number,
      pin: '1357',
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    const right = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number,
      pin: rosa.pin,
    });
    expect(right.statusCode).toBe(429);
    await storePin(t.database.db, rosa.id, '2468');
    const after = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number,
      pin: '2468',
    });
    expect(after.statusCode).toBe(201);
  });

  it('a right PIN forgets the earlier wrong ones', async () => {
    const kiosk = await newLink('kiosk');
    const rosa = await withPin();
    for (let i = 0; i < 4; i++)
      await check(kiosk, { type: 'check_in', employee_number: rosa.number, pin: '1357' });
    expect(
      (await check(kiosk, { type: 'check_in', employee_number: rosa.number, pin: rosa.pin }))
        .statusCode,
    ).toBe(201);
    for (let i = 0; i < 4; i++)
      await check(kiosk, { type: 'break_start', employee_number: rosa.number, pin: '1357' });
    expect(
      (await check(kiosk, { type: 'check_out', employee_number: rosa.number, pin: rosa.pin }))
        .statusCode,
    ).toBe(201);
  });

  it('after 30 failed tries on a link, the next answers 429', async () => {
    const kiosk = await newLink('kiosk');
    for (let i = 0; i < 30; i++) {
      const response = await check(kiosk, {
        type: 'check_in',
        employee_number: `X-${i}`,
        pin: '1357',
      });
      expect(response.statusCode).toBe(401);
    }
    const rosa = await withPin();
    const locked = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number,
      pin: rosa.pin,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('the personal link’s QR code identifies the employee (token or whole URL)', async () => {
    const kiosk = await newLink('kiosk');
    const employeeId = await f.addEmployee();
    const personal = await newLink('employee', employeeId);
    const byUrl = await check(kiosk, {
      type: 'check_in',
      employee_link: `http://localhost:3000/checar#${personal}`,
    });
    expect(byUrl.statusCode).toBe(201);
    expect(byUrl.json().data.attendance).toMatchObject({
      employee_id: employeeId,
      source: 'kiosk',
    });
    const byToken = await check(kiosk, { type: 'check_out', employee_link: personal });
    expect(byToken.statusCode).toBe(201);
    const bad = await check(kiosk, {
      type: 'check_in',
      employee_link: `${personal.slice(0, -3)}abc`,
    });
    expect(bad.statusCode).toBe(401);
    const kioskAsQr = await check(kiosk, { type: 'check_in', employee_link: kiosk });
    expect(kioskAsQr.statusCode).toBe(401);
  });

  it('asks for number and PIN or QR (422), takes no time of the device (422)', async () => {
    const kiosk = await newLink('kiosk');
    const none = await check(kiosk, { type: 'check_in' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.employee_number).toBeDefined();
    const rosa = await withPin();
    const timed = await check(kiosk, {
      type: 'check_in',
      employee_number: rosa.number,
      pin: rosa.pin,
      at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(timed.statusCode).toBe(422);
    expect(timed.json().errors.at).toBeDefined();
  });

  it('an expired or revoked kiosk link answers 410; a tampered one 401', async () => {
    const expired = await newLink('kiosk');
    await t.database.db
      .update(clockLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clockLinks.companyId, f.companyId));
    const rosa = await withPin();
    const body = { type: 'check_in', employee_number: rosa.number, pin: rosa.pin };
    const gone = await check(expired, body);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('Este enlace venció o fue revocado. Pide uno nuevo.');
    const revoked = await newLink('kiosk');
    await t.app.inject({
      method: 'DELETE',
      url: `/clocker-api/v1/generate-signed-url-company/${f.companyId}`,
      headers: f.headers[accounts.staff],
    });
    expect((await check(revoked, body)).statusCode).toBe(410);
    const tampered = await newLink('kiosk');
    expect((await check(`${tampered}x`, body)).statusCode).toBe(401);
    expect((await check(tampered, body)).statusCode).toBe(201);
  });
});

describe('the number as printed on the badge (employee-number.ts)', () => {
  /** An employee numbered `<prefix>-00<digits>`, digits unique to the test, with a PIN. */
  async function printed(prefix: string, digits: string, pin = '4821') {
    const number = `${prefix}-00${digits}`;
    const id = await f.addEmployee({ employeeNumber: number, name: 'Rosa', surname: 'Gafete' });
    await storePin(t.database.db, id, pin);
    return { id, number, pin };
  }
  const uniqueDigits = () => String(Math.floor(1e6 + Math.random() * 9e6));

  it('given «E-0019» printed → «e19», «E-19» and «19» with the right PIN check the employee in (201)', async () => {
    const kiosk = await newLink('kiosk');
    const digits = uniqueDigits();
    const rosa = await printed('E', digits);
    for (const [type, entry] of [
      ['check_in', `e${digits}`],
      ['check_out', `E-${digits}`],
      ['check_in', digits],
      ['check_out', `0${digits}`],
    ] as const) {
      const response = await check(kiosk, { type, employee_number: entry, pin: rosa.pin });
      expect(response.statusCode, entry).toBe(201);
      expect(response.json().data.employee).toMatchObject({
        id: rosa.id,
        employee_number: rosa.number,
      });
    }
  });

  it('given two numbers that read the same without their prefix → the bare digits name nobody (401, the one message), the full number works', async () => {
    const kiosk = await newLink('kiosk');
    const digits = uniqueDigits();
    const e = await printed('E', digits);
    await printed('A', digits, e.pin);
    const bare = await check(kiosk, { type: 'check_in', employee_number: digits, pin: e.pin });
    expect(bare.statusCode).toBe(401);
    expect(bare.json().message).toBe('El número de empleado o el PIN no son correctos.');
    const full = await check(kiosk, {
      type: 'check_in',
      employee_number: `e-${digits}`,
      pin: e.pin,
    });
    expect(full.statusCode).toBe(201);
    expect(full.json().data.employee.id).toBe(e.id);
  });

  it('an unknown well-formed number and a wrong PIN typed the short way answer the same 401 body', async () => {
    const kiosk = await newLink('kiosk');
    const digits = uniqueDigits();
    const rosa = await printed('E', digits);
    const wrongPin = await check(kiosk, { type: 'check_in', employee_number: digits, pin: '9173' });
    const unknown = await check(kiosk, {
      type: 'check_in',
      employee_number: `E-${uniqueDigits()}9`,
      pin: rosa.pin,
    });
    expect(wrongPin.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPin.json());
  });

  it('a malformed number answers 422 at `employee_number`, the same whether or not the digits exist, and records nothing', async () => {
    const kiosk = await newLink('kiosk');
    const digits = uniqueDigits();
    const rosa = await printed('E', digits);
    const known = await check(kiosk, {
      type: 'check_in',
      employee_number: `E*${digits}`,
      pin: rosa.pin,
    });
    const unknown = await check(kiosk, {
      type: 'check_in',
      employee_number: '¿quién?',
      pin: rosa.pin,
    });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.employee_number).toEqual([
        'Escribe tu número como aparece en tu gafete, con letras, números y guiones (por ejemplo, E-0019).',
      ]);
    }
    expect(unknown.json()).toEqual(known.json());
    const rows = await t.database.db
      .select()
      .from(attendances)
      .where(eq(attendances.employeeId, rosa.id));
    expect(rows).toEqual([]);
  });
});

describe('from a personal link, without signing in', () => {
  it('checks the employee in with their coordinates (source app), and a check queued offline is kept once', async () => {
    const employeeId = await f.addEmployee();
    const personal = await newLink('employee', employeeId);
    const noPlace = await check(personal, { type: 'check_in' });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().errors.latitude).toBeDefined();
    const at = new Date(Date.now() - 3 * 3600_000);
    at.setMilliseconds(0);
    const offline = { type: 'check_in', at: at.toISOString(), client_id: randomUUID(), ...here };
    const first = await check(personal, offline);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.attendance).toMatchObject({
      employee_id: employeeId,
      source: 'app',
      check_in_at: at.toISOString(),
    });
    const replay = await check(personal, offline);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.attendance.id).toBe(first.json().data.attendance.id);
    const twice = await check(personal, { type: 'check_in', ...here });
    expect(twice.statusCode).toBe(409);
  });
});
