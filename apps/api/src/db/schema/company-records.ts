/**
 * Company-owned records of the company workspace (docs/decisions/0015-company-records.md):
 * employees and drivers, the units a driver is assigned, terminals and
 * tickets. Every table carries `company_id`, which the access helper and the
 * generic record definition (`records/company-record.ts`) scope by, and the
 * searchable ones a stored `search_vector` generated from their text columns
 * (configuration `jornada_es`, migration 0001).
 */
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector, timestamps, type ContractField } from './columns.ts';
import { companies, departments, users } from './core.ts';

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    employeeNumber: varchar('employee_number', { length: 30 }).notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    lastname: text('lastname'),
    email: text('email'),
    phone: varchar('phone', { length: 16 }),
    curp: varchar('curp', { length: 18 }),
    nss: varchar('nss', { length: 11 }),
    position: text('position').notNull(),
    isDriver: boolean('is_driver').notNull().default(false),
    licenseNumber: varchar('license_number', { length: 30 }),
    licenseExpiresAt: date('license_expires_at', { mode: 'string' }),
    status: varchar('status', { length: 20 })
      .$type<ContractField<'Employee', 'status'>>()
      .notNull()
      .default('activo'),
    hiredAt: date('hired_at', { mode: 'string' }),
    photoUrl: text('photo_url'),
    ...timestamps,
    searchVector: searchVector(
      "name || ' ' || surname || ' ' || coalesce(lastname, '')",
      "employee_number || ' ' || position",
      "coalesce(email, '') || ' ' || coalesce(curp, '')",
    ),
  },
  (t) => [
    uniqueIndex('employees_company_number_idx').on(t.companyId, t.employeeNumber),
    uniqueIndex('employees_company_curp_idx').on(t.companyId, t.curp),
    index('employees_department_idx').on(t.departmentId),
    index('employees_company_surname_idx').on(t.companyId, t.surname, t.name),
    index('employees_search_idx').using('gin', t.searchVector),
  ],
);

export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    economicNumber: varchar('economic_number', { length: 20 }).notNull(),
    plate: varchar('plate', { length: 12 }).notNull(),
    vin: varchar('vin', { length: 17 }),
    type: varchar('type', { length: 20 }).$type<ContractField<'Unit', 'type'>>().notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    capacityKg: integer('capacity_kg'),
    passengerCapacity: integer('passenger_capacity'),
    status: varchar('status', { length: 20 })
      .$type<ContractField<'Unit', 'status'>>()
      .notNull()
      .default('disponible'),
    gpsDeviceId: text('gps_device_id'),
    insuranceExpiresAt: date('insurance_expires_at', { mode: 'string' }),
    photoUrl: text('photo_url'),
    /** SHA-256 (hex) of the unit's GPS tracker key (OsmAnd protocol); the key itself is shown once. */
    trackerKeyHash: varchar('tracker_key_hash', { length: 64 }),
    trackerKeyIssuedAt: timestamp('tracker_key_issued_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    searchVector: searchVector('economic_number', 'plate', "brand || ' ' || model", 'vin'),
  },
  (t) => [
    uniqueIndex('units_company_number_idx').on(t.companyId, t.economicNumber),
    uniqueIndex('units_company_plate_idx').on(t.companyId, t.plate),
    uniqueIndex('units_tracker_key_idx').on(t.trackerKeyHash),
    index('units_search_idx').using('gin', t.searchVector),
  ],
);

export const driverUnits = pgTable(
  'driver_units',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.unitId] }),
    index('driver_units_unit_idx').on(t.unitId),
  ],
);

export const terminals = pgTable(
  'terminals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: varchar('code', { length: 20 }).notNull(),
    type: varchar('type', { length: 20 }).$type<ContractField<'Terminal', 'type'>>().notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    openingTime: varchar('opening_time', { length: 5 }),
    closingTime: varchar('closing_time', { length: 5 }),
    /** Check-in geofence radius in metres (decision 39); null for none. */
    geofenceRadiusM: integer('geofence_radius_m'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
    searchVector: searchVector('name', 'code', 'address'),
  },
  (t) => [
    uniqueIndex('terminals_company_code_idx').on(t.companyId, t.code),
    index('terminals_search_idx').using('gin', t.searchVector),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folio: varchar('folio', { length: 20 }).notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    category: varchar('category', { length: 20 })
      .$type<ContractField<'Ticket', 'category'>>()
      .notNull(),
    priority: varchar('priority', { length: 10 })
      .$type<ContractField<'Ticket', 'priority'>>()
      .notNull(),
    status: varchar('status', { length: 12 })
      .$type<ContractField<'Ticket', 'status'>>()
      .notNull()
      .default('abierto'),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    // A reporter who deletes their account leaves the ticket with the company (`reported_by: null`).
    reportedByUserId: integer('reported_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    assignedToEmployeeId: integer('assigned_to_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    searchVector: searchVector('subject', 'folio', 'description'),
  },
  (t) => [
    uniqueIndex('tickets_company_folio_idx').on(t.companyId, t.folio),
    index('tickets_company_created_idx').on(t.companyId, t.createdAt),
    index('tickets_search_idx').using('gin', t.searchVector),
  ],
);
