/**
 * Employees' kiosk PINs (decision 39): set by staff (or generated) or by the
 * employee, stored as a scrypt hash like passwords (auth/password.ts), and
 * checked at the kiosk after the employee number, with wrong tries throttled
 * in the database (auth/throttle.ts: atomic reservations, shared by every
 * instance): 5 wrong PINs of one employee in 15 minutes, or 30 failed tries on
 * one kiosk link, make the next try wait out the 15 minutes (429).
 */
import { randomInt } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import { hashPassword, verifyPasswordOrDummy } from '../../../auth/password.ts';
import {
  clearAttempts,
  releaseAttempt,
  reserveAttempt,
  type ThrottlePolicy,
} from '../../../auth/throttle.ts';
import type { Database } from '../../../db/client.ts';
import { clockPins, employees } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { serverMessages } from '../../../messages.ts';
import { employeeForNumber, searchDigits, wellFormedNumber } from './employee-number.ts';

/** Wrong PINs of one employee: 5 in 15 minutes, then 15 minutes of wait. */
export const pinPolicy: ThrottlePolicy = {
  free: 5,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 15 * 60,
  lockout: true,
};

/** Failed tries on one kiosk link (unknown number, wrong PIN, bad QR): 30 in 15 minutes. */
export const linkPolicy: ThrottlePolicy = {
  free: 30,
  maxDelaySeconds: 15 * 60,
  windowSeconds: 15 * 60,
  lockout: true,
};

/** The throttle key of an employee's PIN. */
export const pinKey = (employeeId: number) => `clock:pin:${employeeId}`;

/** The throttle key of a link's failed tries. */
export const linkKey = (linkId: number) => `clock:link:${linkId}`;

/** Whether a PIN is one repeated digit or a plain run up or down (1111, 1234, 4321, 7890 is not). */
export function weakPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A random PIN of `length` digits (crypto), never a weak one. @default 4 */
export function generatePin(length = 4): string {
  for (;;) {
    const pin = String(randomInt(0, 10 ** length)).padStart(length, '0');
    if (!weakPin(pin)) return pin;
  }
}

/**
 * Stores the employee's PIN (hashed; replaces the earlier one) and forgets
 * their wrong tries.
 */
export async function storePin(db: Database, employeeId: number, pin: string): Promise<void> {
  const pinHash = await hashPassword(pin);
  await db
    .insert(clockPins)
    .values({ employeeId, pinHash })
    .onConflictDoUpdate({ target: clockPins.employeeId, set: { pinHash, updatedAt: new Date() } });
  await clearAttempts(db, pinKey(employeeId));
}

/** Whether the employee has a PIN. */
export async function hasPin(db: Database, employeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clockPins.employeeId })
    .from(clockPins)
    .where(eq(clockPins.employeeId, employeeId));
  return Boolean(row);
}

/** 429 with `Retry-After`. */
const tooMany = (message: string, seconds: number) =>
  new HttpError(429, message, 'too_many_attempts', undefined, { 'Retry-After': String(seconds) });

/**
 * Counts a try on a kiosk link before it is judged (released by {@link linkTrySucceeded}).
 * @throws 429 after 30 failed tries on the link in 15 minutes.
 */
export async function reserveLinkTry(db: Database, linkId: number): Promise<void> {
  const reservation = await reserveAttempt(db, linkKey(linkId), linkPolicy);
  if (!reservation.admitted)
    throw tooMany(serverMessages.clockLinks.linkLocked, reservation.retryAfterSeconds);
}

/** Gives back a try of the link that succeeded. */
export const linkTrySucceeded = (db: Database, linkId: number) =>
  releaseAttempt(db, linkKey(linkId), linkPolicy);

/** The employee a kiosk identified by number and PIN. */
export interface KioskEmployee {
  id: number;
}

/**
 * Refuses an entry that cannot be an employee number (employee-number.ts), before it costs a try.
 * @throws 422 with the message at `employee_number`.
 */
export function checkNumberForm(employeeNumber: string): void {
  if (wellFormedNumber(employeeNumber)) return;
  const text = serverMessages.clockLinks.malformedNumber;
  throw new HttpError(422, text, 'malformed_employee_number', { employee_number: [text] });
}

/**
 * The employee of the company with this number and PIN. The number is read as people type it
 * (employee-number.ts: prefix and leading zeros optional, an entry naming several employees
 * names nobody). An unknown number and a wrong PIN get one message and cost the same time (a
 * dummy hash), so that numbers cannot be probed.
 * @throws 422 for a malformed number (before any lookup); 401 for an unknown number or a wrong
 * PIN; 429 after 5 wrong PINs of the employee in 15 minutes.
 */
export async function employeeByPin(
  db: Database,
  companyId: number,
  employeeNumber: string,
  pin: string,
): Promise<KioskEmployee> {
  checkNumberForm(employeeNumber);
  const digits = searchDigits(employeeNumber);
  const candidates = await db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      pinHash: clockPins.pinHash,
    })
    .from(employees)
    .leftJoin(clockPins, eq(clockPins.employeeId, employees.id))
    .where(
      and(
        eq(employees.companyId, companyId),
        ne(employees.status, 'baja'),
        digits ? like(employees.employeeNumber, `%${digits}%`) : undefined,
      ),
    );
  const employee = employeeForNumber(employeeNumber, candidates);
  if (employee) {
    const reservation = await reserveAttempt(db, pinKey(employee.id), pinPolicy);
    if (!reservation.admitted)
      throw tooMany(serverMessages.clockLinks.pinLocked, reservation.retryAfterSeconds);
  }
  const right = await verifyPasswordOrDummy(pin, employee?.pinHash ?? undefined);
  if (!employee || !right)
    throw new HttpError(401, serverMessages.clockLinks.wrongPin, 'wrong_pin');
  await clearAttempts(db, pinKey(employee.id));
  return { id: employee.id };
}
