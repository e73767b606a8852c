/**
 * A fake clock-in server for route tests (decision 39) that remembers: the employee's
 * open record and breaks, `client_id`s already stored (answered again with 200), and the
 * conflicts the contract names (409). Its rules are written here on their own, not taken from
 * the app's code.
 */
import type { components } from '@jornada/api-client';
import { aClockerEmployee, anAttendance, companyToday, linkToken } from './clock-in-fixtures.ts';
import { fakeApi, json, type FakeApi, type FakeRequest } from './render-route.tsx';

type Schemas = components['schemas'];
type Attendance = Schemas['Attendance'];
type ClockerEmployee = Schemas['ClockerEmployee'];

/** What the fake server took from a check's body. */
type CheckBody = {
  type: Schemas['ClockAction'];
  at?: string;
  client_id?: string;
  recess_id?: number;
};

/** A clock-in server for one employee: open record, breaks, stored `client_id`s, 409s. */
export function clockServer(start: ClockerEmployee = aClockerEmployee()) {
  let employee = start;
  let nextId = 900_000;
  const stored = new Map<string, Attendance>();

  /** Applies a check; a Response for a 409. */
  const check = (body: CheckBody): { status: 200 | 201; attendance: Attendance } | Response => {
    const known = body.client_id ? stored.get(body.client_id) : undefined;
    if (known) return { status: 200, attendance: known };
    const when = body.at ?? new Date().toISOString();
    const open = employee.open_attendance;
    const onBreak = open?.breaks.some((b) => b.ended_at === null) ?? false;
    const conflict = (message: string) => json({ message, code: 'conflict' }, 409);
    let record: Attendance;
    switch (body.type) {
      case 'check_in':
        if (open) return conflict('Ya tienes una entrada registrada.');
        record = anAttendance({
          id: nextId++,
          date: companyToday(),
          check_in_at: when,
          check_out_at: null,
          late_minutes: 0,
          break_minutes: 0,
          worked_minutes: null,
          breaks: [],
        });
        employee = { ...employee, clock_status: 'en_turno', open_attendance: record };
        break;
      case 'break_start': {
        if (!open || onBreak) return conflict('No puedes iniciar un receso ahora.');
        const recess = employee.recesses.find((r) => r.id === body.recess_id);
        record = {
          ...open,
          breaks: [
            ...open.breaks,
            {
              id: nextId++,
              recess: recess ? { id: recess.id, name: recess.name } : null,
              started_at: when,
              ended_at: null,
              minutes: null,
              paid: recess?.paid ?? false,
            },
          ],
        };
        employee = { ...employee, clock_status: 'en_receso', open_attendance: record };
        break;
      }
      case 'break_end':
        if (!open || !onBreak) return conflict('No tienes un receso abierto.');
        record = {
          ...open,
          breaks: open.breaks.map((b) =>
            b.ended_at === null ? { ...b, ended_at: when, minutes: 1 } : b,
          ),
        };
        employee = { ...employee, clock_status: 'en_turno', open_attendance: record };
        break;
      case 'check_out':
        if (!open || onBreak) return conflict('No tienes una entrada abierta.');
        record = { ...open, check_out_at: when, worked_minutes: 1 };
        employee = {
          ...employee,
          clock_status: 'salida',
          open_attendance: null,
          last_attendance: record,
        };
        break;
    }
    if (body.client_id) stored.set(body.client_id, record);
    return { status: 201, attendance: record };
  };

  return {
    /** The employee now. */
    employee: () => employee,
    /** Answers a check as `createAttendance` (`{ data: Attendance }`). */
    attendance: (request: FakeRequest) => {
      const result = check(request.body as CheckBody);
      return result instanceof Response ? result : json({ data: result.attendance }, result.status);
    },
    /** Answers a check as `createClockLinkAttendance` (`{ data: ClockLinkAttendance }`). */
    linkAttendance: (request: FakeRequest) => {
      const result = check(request.body as CheckBody);
      if (result instanceof Response) return result;
      return json(
        {
          data: {
            employee: {
              id: employee.id,
              name: employee.name,
              employee_number: employee.employee_number,
            },
            attendance: result.attendance,
            clock_status: employee.clock_status,
          },
        },
        result.status,
      );
    },
  };
}

/** The employee's API for /mi-asistencia: me, checks, history, PIN and personal link. */
export function myClockApi(server = clockServer(), history: Attendance[] = [anAttendance()]) {
  return fakeApi({
    'GET /clocker-api/v1/me': () => ({ data: server.employee() }),
    'POST /clocker-api/v1/employees/77/attendances': server.attendance,
    'GET /clocker-api/v1/employees/77/attendances': () => ({
      data: history,
      meta: { current_page: 1, per_page: 50, total: history.length, last_page: 1 },
    }),
    'PUT /clocker-api/v1/employees/77/pin': (request) => ({ data: request.body }),
    'GET /clocker-api/v1/generate-signed-url-employee/77': {
      data: {
        url: `https://jornada.example/checar#${linkToken}`,
        expires_at: '2026-06-01T12:00:00Z',
      },
    },
  });
}

/** The calls of `api` to `key`. */
export function callsTo(api: FakeApi, key: string): FakeRequest[] {
  return api.calls.filter((call) => call.key === key);
}
