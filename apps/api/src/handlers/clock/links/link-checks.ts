/**
 * What the signed links open without signing in (decision 39; `security: []`,
 * the token in the `X-Clock-Link` header): the kiosk and personal pages read
 * their link, and check employees in and out through it with the same rules
 * as `createAttendance` (record-check.ts). At the kiosk the employee
 * identifies with number and PIN, or with their personal link's QR code
 * (source `kiosk`, the server's time); a personal link is its employee's
 * phone (source `app`, `at` with `client_id` for a check queued offline).
 */
import { eq } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../../db/client.ts';
import { companies, employees } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { unprocessable } from '../../../records/company-record.ts';
import { fullName } from '../../../records/refs.ts';
import { clockerEmployee } from '../attendance/clocker-employee.ts';
import { recordCheck } from '../attendance/record-check.ts';
import { toAttendance } from '../attendance/serialize.ts';
import { employeeDay } from '../attendance/status.ts';
import { resolveLink, type LinkRow } from './links.ts';
import { checkNumberForm, employeeByPin, linkTrySucceeded, reserveLinkTry } from './pin.ts';
import { tokenFrom } from './token.ts';

type ClockLink = components['schemas']['ClockLink'];
type ClockLinkAttendance = components['schemas']['ClockLinkAttendance'];
type ClockLinkAttendanceInput = components['schemas']['ClockLinkAttendanceInput'];

const messages = serverMessages.clockLinks;

/**
 * What a link opens: its kind, company and expiry, and on a personal link the
 * employee with today's status.
 * @throws 401 a token that does not verify; 410 an expired or revoked link.
 */
export async function readClockLink(
  db: Database,
  secret: string,
  token: string,
  now: Date = new Date(),
): Promise<ClockLink> {
  const link = await resolveLink(db, secret, tokenFrom(token), now);
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, link.companyId));
  return {
    kind: link.kind as ClockLink['kind'],
    company: company!,
    employee:
      link.employeeId !== null
        ? await clockerEmployee(db, link.companyId, link.employeeId, now)
        : null,
    expires_at: link.expiresAt.toISOString(),
  };
}

/** The employee of a personal link shown at a kiosk (its QR code). @throws 401 */
async function employeeOfQr(
  db: Database,
  secret: string,
  kiosk: LinkRow,
  value: string,
  now: Date,
) {
  const personal = await resolveLink(db, secret, tokenFrom(value), now).catch((error: unknown) => {
    if (error instanceof HttpError) return null;
    throw error;
  });
  if (!personal || personal.kind !== 'employee' || personal.employeeId === null)
    throw new HttpError(401, messages.badEmployeeLink, 'invalid_employee_link');
  if (personal.companyId !== kiosk.companyId)
    throw new HttpError(401, messages.otherCompany, 'invalid_employee_link');
  return personal.employeeId;
}

/**
 * Identifies the employee at a kiosk. Every try counts on the link until it succeeds.
 * @throws 422 with neither number and PIN nor QR code, or a malformed number; 401 a wrong number,
 * PIN or QR code; 429 after 5 wrong PINs of the employee or 30 failed tries
 * on the link in 15 minutes.
 */
async function kioskEmployee(
  db: Database,
  secret: string,
  link: LinkRow,
  input: ClockLinkAttendanceInput,
  now: Date,
): Promise<number> {
  if (input.at) throw unprocessable({ at: [messages.atOnlyPersonal] });
  const byQr = input.employee_link?.trim();
  if (!byQr && !(input.employee_number?.trim() && input.pin))
    throw unprocessable({ employee_number: [messages.identify] });
  if (!byQr) checkNumberForm(input.employee_number!);
  await reserveLinkTry(db, link.id);
  const employeeId = byQr
    ? await employeeOfQr(db, secret, link, byQr, now)
    : (await employeeByPin(db, link.companyId, input.employee_number!, input.pin!)).id;
  await linkTrySucceeded(db, link.id);
  return employeeId;
}

/**
 * A check through a link.
 * @returns the answer and whether it stored something (201) or replayed a stored check (200).
 * @throws as {@link readClockLink}, `kioskEmployee` and `recordCheck`.
 */
export async function checkThroughLink(
  db: Database,
  secret: string,
  token: string,
  input: ClockLinkAttendanceInput,
  now: Date = new Date(),
): Promise<{ data: ClockLinkAttendance; created: boolean }> {
  const link = await resolveLink(db, secret, tokenFrom(token), now);
  const kiosk = link.kind === 'kiosk';
  const employeeId = kiosk ? await kioskEmployee(db, secret, link, input, now) : link.employeeId!;
  const { row, created } = await recordCheck(db, {
    companyId: link.companyId,
    employeeId,
    input: {
      type: input.type,
      source: kiosk ? 'kiosk' : 'app',
      at: input.at,
      client_id: input.client_id,
      recess_id: input.recess_id,
      latitude: input.latitude,
      longitude: input.longitude,
    },
    actorUserId: null,
    via: kiosk ? 'kiosk' : 'personal_link',
    now,
  });
  const [employee] = await db.select().from(employees).where(eq(employees.id, employeeId));
  const [attendance, day] = await Promise.all([
    toAttendance(db, row),
    employeeDay(db, link.companyId, employeeId, now),
  ]);
  return {
    created,
    data: {
      employee: {
        id: employee!.id,
        name: fullName(employee!.name, employee!.surname, employee!.lastname),
        employee_number: employee!.employeeNumber,
      },
      attendance,
      clock_status: day.status.clock_status,
    },
  };
}
