/**
 * Every check, correction and deletion pushes the employee's status to the
 * staff of their company as `clock.status` (room `company:<id>`; decision 39,
 * realtime/README.md), never to another company's staff nor to employees.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema.ts';
import type { ClockStatusPayload } from '../../../realtime/events.ts';
import { createNotification } from '../../../realtime/notify.ts';
import { nextEvent, type ClientSocket } from '../../../realtime/test-client.ts';
import { listeningTestApp } from '../../../test/listening-app.ts';
import {
  accounts,
  clockFixture,
  localDay,
  localInstant,
  type ClockFixture,
} from '../../../test/clock-attendance.ts';

const live = listeningTestApp();
let f: ClockFixture;
const token = (email: string) =>
  f.headers[email as keyof ClockFixture['headers']].authorization.slice('Bearer '.length);

beforeAll(async () => {
  f = await clockFixture(live);
});

function collect(socket: ClientSocket) {
  const received: ClockStatusPayload[] = [];
  socket.on('clock.status', (payload) => received.push(payload));
  return received;
}

/** Waits until whatever was pushed to the socket before now has arrived (socket.io keeps order). */
async function drained(socket: ClientSocket, email: string) {
  const [user] = await live.database.db.select().from(users).where(eq(users.email, email));
  const title = `Sincronía ${Math.random()}`;
  const arrived = nextEvent(socket, 'notification.created', (n) => n.title === title);
  await createNotification(live.database.db, user!.id, { type: 'sistema', title });
  await arrived;
}

describe('given open sockets of the staff, another company’s staff and the employee', () => {
  it('a check-in, a correction and a deletion reach the company’s staff only', async () => {
    const staff = await live.connect(token(accounts.staff));
    const other = await live.connect(token(accounts.otherStaff));
    const employee = await live.connect(token(accounts.employee));
    const otherReceived = collect(other);
    const employeeReceived = collect(employee);
    const employeeId = await f.addEmployee({ name: 'Luz', surname: 'Envivo' });
    const headers = f.headers[accounts.staff];

    const checkedIn = nextEvent(staff, 'clock.status', (p) => p.employee.id === employeeId);
    const created = await live.app.inject({
      method: 'POST',
      url: `/clocker-api/v1/employees/${employeeId}/attendances`,
      headers,
      payload: { type: 'check_in', source: 'manual' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(await checkedIn).toEqual({
      company_id: f.companyId,
      employee: { id: employeeId, name: 'Luz Envivo' },
      employee_number: expect.any(String),
      department_id: f.departmentId,
      clock_status: 'en_turno',
      check_in_at: created.json().data.check_in_at,
      check_out_at: null,
      late_minutes: 0,
      shift: null,
      attendance_id: id,
    });

    const corrected = nextEvent(
      staff,
      'clock.status',
      (p) => p.employee.id === employeeId && p.check_out_at !== null,
    );
    const out = localInstant(localDay(new Date()), '23:59');
    const earlier = new Date(Math.min(out.getTime(), Date.now()));
    await live.app.inject({
      method: 'PUT',
      url: `/clocker-api/v1/attendances/${id}`,
      headers,
      payload: { check_out_at: earlier.toISOString() },
    });
    expect((await corrected).clock_status).toBe('salida');

    const deleted = nextEvent(
      staff,
      'clock.status',
      (p) => p.employee.id === employeeId && p.attendance_id === null,
    );
    await live.app.inject({ method: 'DELETE', url: `/clocker-api/v1/attendances/${id}`, headers });
    expect((await deleted).clock_status).toBe('descanso');

    await drained(other, accounts.otherStaff);
    await drained(employee, accounts.employee);
    expect(otherReceived).toEqual([]);
    expect(employeeReceived).toEqual([]);
  });
});
