/**
 * The clock-in domain (decision 39):
 * shifts and their recesses, weekly
 * schedules, shift assignments to employees and departments, attendance
 * records with their breaks and audit trail, signed clock-in links, the
 * employees' kiosk PINs and each company's clock-in settings. Times of day are
 * local `HH:MM` text in the shift's time zone; instants are `timestamptz`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector, timestamps, type ContractField } from './columns.ts';
import { companies, departments, users } from './core.ts';
import { employees, terminals } from './company-records.ts';

export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `HH:MM`, local. */
    startTime: varchar('start_time', { length: 5 }).notNull(),
    /** `HH:MM`, local; before `start_time` when the shift ends the next day. */
    endTime: varchar('end_time', { length: 5 }).notNull(),
    /** ISO weekdays 1 (Monday) … 7. */
    weekdays: smallint('weekdays').array().notNull(),
    toleranceMinutes: smallint('tolerance_minutes').notNull().default(10),
    timezone: varchar('timezone', { length: 64 }).notNull().default('America/Mexico_City'),
    color: varchar('color', { length: 7 }),
    /** Whether a phone check-in asks for the position; null follows the company's `require_location`. */
    locationPolicy: varchar('location_policy', { length: 8 }).$type<
      ContractField<'Shift', 'location_policy'>
    >(),
    ...timestamps,
    searchVector: searchVector('name', "start_time || ' ' || end_time"),
  },
  (t) => [
    uniqueIndex('shifts_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
    index('shifts_search_idx').using('gin', t.searchVector),
  ],
);

export const recesses = pgTable(
  'recesses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Null for a company-wide recess. */
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    paid: boolean('paid').notNull().default(false),
    ...timestamps,
    searchVector: searchVector('name'),
  },
  (t) => [
    index('recesses_company_start_idx').on(t.companyId, t.startTime),
    index('recesses_shift_idx').on(t.shiftId),
    index('recesses_search_idx').using('gin', t.searchVector),
  ],
);

/** A day of a schedule as stored (the contract's `ScheduleDay`). */
export interface StoredScheduleDay {
  weekday: number;
  shift_id: number | null;
}

export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    days: jsonb('days').$type<StoredScheduleDay[]>().notNull().default([]),
    ...timestamps,
    searchVector: searchVector('name'),
  },
  (t) => [
    index('schedules_company_from_idx').on(t.companyId, t.validFrom),
    index('schedules_search_idx').using('gin', t.searchVector),
  ],
);

export const employeeShifts = pgTable(
  'employee_shifts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('employee_shifts_employee_idx').on(t.employeeId, t.startsOn),
    index('employee_shifts_shift_idx').on(t.shiftId),
    index('employee_shifts_company_idx').on(t.companyId),
  ],
);

export const departmentShifts = pgTable(
  'department_shifts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    index('department_shifts_department_idx').on(t.departmentId, t.startsOn),
    index('department_shifts_shift_idx').on(t.shiftId),
    index('department_shifts_company_idx').on(t.companyId),
  ],
);

export const attendances = pgTable(
  'attendances',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** The work day (company's local date; a night shift's record keeps the day it started). */
    date: date('date', { mode: 'string' }).notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true, mode: 'date' }).notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true, mode: 'date' }),
    source: varchar('source', { length: 12 }).notNull(),
    checkOutSource: varchar('check_out_source', { length: 12 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    terminalId: integer('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    outsideGeofence: boolean('outside_geofence').notNull().default(false),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyLeaveMinutes: integer('early_leave_minutes').notNull().default(0),
    breakMinutes: integer('break_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes'),
    notes: text('notes'),
    corrected: boolean('corrected').notNull().default(false),
    /** The device's id of the check-in (offline queue): stored once per employee. */
    clientId: uuid('client_id'),
    /** The device's id of the check-out. */
    checkOutClientId: uuid('check_out_client_id'),
    ...timestamps,
  },
  (t) => [
    index('attendances_company_check_in_idx').on(t.companyId, t.checkInAt),
    index('attendances_employee_check_in_idx').on(t.employeeId, t.checkInAt),
    index('attendances_company_date_idx').on(t.companyId, t.date),
    uniqueIndex('attendances_employee_client_idx').on(t.employeeId, t.clientId),
    uniqueIndex('attendances_employee_check_out_client_idx').on(t.employeeId, t.checkOutClientId),
    /** At most one open record per employee: a raced second check-in fails here. */
    uniqueIndex('attendances_employee_open_idx')
      .on(t.employeeId)
      .where(sql`check_out_at is null`),
    check(
      'attendances_out_after_in',
      sql`${t.checkOutAt} is null or ${t.checkOutAt} >= ${t.checkInAt}`,
    ),
  ],
);

export const attendanceBreaks = pgTable(
  'attendance_breaks',
  {
    id: serial('id').primaryKey(),
    attendanceId: integer('attendance_id')
      .notNull()
      .references(() => attendances.id, { onDelete: 'cascade' }),
    recessId: integer('recess_id').references(() => recesses.id, { onDelete: 'set null' }),
    /** The recess's name when taken (kept if the recess is deleted). */
    recessName: text('recess_name'),
    paid: boolean('paid').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    clientId: uuid('client_id'),
    endClientId: uuid('end_client_id'),
  },
  (t) => [
    index('attendance_breaks_attendance_idx').on(t.attendanceId, t.startedAt),
    uniqueIndex('attendance_breaks_open_idx')
      .on(t.attendanceId)
      .where(sql`ended_at is null`),
    uniqueIndex('attendance_breaks_client_idx').on(t.attendanceId, t.clientId),
    uniqueIndex('attendance_breaks_end_client_idx').on(t.attendanceId, t.endClientId),
  ],
);

/** One changed field of an attendance record as stored (the contract's `AttendanceChange.changes`). */
export interface StoredAttendanceFieldChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/** The audit trail of attendance records: kept after the record is deleted (no foreign key). */
export const attendanceChanges = pgTable(
  'attendance_changes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    attendanceId: integer('attendance_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    changes: jsonb('changes').$type<StoredAttendanceFieldChange[]>().notNull().default([]),
    notes: text('notes'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('attendance_changes_attendance_idx').on(t.attendanceId, t.changedAt)],
);

/** Signed clock-in links: the token carries the id and expiry, signed; the row can be revoked. */
export const clockLinks = pgTable(
  'clock_links',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** `kiosk` or `employee`. */
    kind: varchar('kind', { length: 10 }).notNull(),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('clock_links_company_kind_idx').on(t.companyId, t.kind),
    index('clock_links_employee_idx').on(t.employeeId),
  ],
);

/** An employee's kiosk PIN (hashed) and its failed tries. */
export const clockPins = pgTable('clock_pins', {
  employeeId: integer('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  ...timestamps,
});

/** A company's clock-in settings; a company without a row has the defaults. */
export const clockSettings = pgTable('clock_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** `off`, `flag` or `refuse`. */
  geofenceMode: varchar('geofence_mode', { length: 10 }).notNull().default('flag'),
  requireLocation: boolean('require_location').notNull().default(true),
  kioskLinkHours: integer('kiosk_link_hours').notNull().default(720),
  employeeLinkHours: integer('employee_link_hours').notNull().default(2160),
  ...timestamps,
});
