/**
 * The fleet domain (docs/decisions/0016-revision-report-pdf.md):
 * routes with their ordered stops, the
 * units that serve them, tours and their passenger manifests, the positions
 * units report, and the service and revision orders of units. Units
 * themselves and their drivers live in `company-records.ts`.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector, timestamps } from './columns.ts';
import { companies, files } from './core.ts';
import { employees, units } from './company-records.ts';

/** A stop of a route as stored (the contract's `RouteStop`). */
export interface StoredRouteStop {
  order: number;
  name: string;
  location: { latitude: number; longitude: number };
}

/** A point of a revision order's checklist as stored (the contract's `RevisionCheckItem`). */
export interface StoredCheckItem {
  item: string;
  result: 'ok' | 'falla' | 'na';
  comments: string | null;
}

export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: varchar('code', { length: 30 }).notNull().default(''),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    distanceKm: doublePrecision('distance_km'),
    estimatedMinutes: integer('estimated_minutes'),
    stops: jsonb('stops').$type<StoredRouteStop[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...timestamps,
    searchVector: searchVector('name', 'code', "origin || ' ' || destination"),
  },
  (t) => [
    index('routes_company_name_idx').on(t.companyId, t.name),
    index('routes_search_idx').using('gin', t.searchVector),
  ],
);

/** Which units serve which routes (`assignUnitRoutes`, `assignRouteUnits`). */
export const routeUnits = pgTable(
  'route_units',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.routeId, t.unitId] }),
    index('route_units_unit_idx').on(t.unitId),
  ],
);

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'restrict' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    driverEmployeeId: integer('driver_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 12 }).notNull().default('programado'),
    scheduledDepartureAt: timestamp('scheduled_departure_at', {
      withTimezone: true,
      mode: 'date',
    }).notNull(),
    departedAt: timestamp('departed_at', { withTimezone: true, mode: 'date' }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('tours_company_departure_idx').on(t.companyId, t.scheduledDepartureAt),
    index('tours_driver_departure_idx').on(t.driverEmployeeId, t.scheduledDepartureAt),
    index('tours_unit_status_idx').on(t.unitId, t.status),
  ],
);

/** A tour's manifest: who is expected on board and whether they boarded. */
export const tourPassengers = pgTable(
  'tour_passengers',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** The passenger's name when the manifest was made (kept if the employee leaves). */
    name: text('name').notNull(),
    boardedAt: timestamp('boarded_at', { withTimezone: true, mode: 'date' }),
    boardingStop: text('boarding_stop'),
    alightedAt: timestamp('alighted_at', { withTimezone: true, mode: 'date' }),
    alightingStop: text('alighting_stop'),
    ...timestamps,
  },
  (t) => [uniqueIndex('tour_passengers_tour_employee_idx').on(t.tourId, t.employeeId)],
);

/** Every GPS fix a unit reported (driver's device or tracker app). */
export const unitPositions = pgTable(
  'unit_positions',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    speedKmh: real('speed_kmh').notNull().default(0),
    heading: real('heading'),
    accuracyM: real('accuracy_m'),
    ignition: boolean('ignition'),
    address: text('address'),
    /** `driver` (the installed app) or `tracker` (OsmAnd protocol). */
    source: varchar('source', { length: 10 }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('unit_positions_unit_recorded_idx').on(t.unitId, t.recordedAt),
    // A fix replayed after working offline is stored once.
    uniqueIndex('unit_positions_unit_fix_idx').on(t.unitId, t.recordedAt, t.source),
  ],
);

export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folio: varchar('folio', { length: 20 }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    assignedToEmployeeId: integer('assigned_to_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    type: varchar('type', { length: 12 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('abierta'),
    description: text('description').notNull(),
    provider: text('provider'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    odometerKm: integer('odometer_km'),
    /** Cents of MXN. */
    cost: integer('cost').notNull().default(0),
    ...timestamps,
    searchVector: searchVector('folio', 'description', "coalesce(provider, '')"),
  },
  (t) => [
    uniqueIndex('service_orders_company_folio_idx').on(t.companyId, t.folio),
    index('service_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('service_orders_unit_idx').on(t.unitId),
    index('service_orders_search_idx').using('gin', t.searchVector),
  ],
);

export const revisionOrders = pgTable(
  'revision_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    folio: varchar('folio', { length: 20 }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    inspectorEmployeeId: integer('inspector_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    status: varchar('status', { length: 20 }).notNull().default('pendiente'),
    inspectedAt: timestamp('inspected_at', { withTimezone: true, mode: 'date' }),
    odometerKm: integer('odometer_km'),
    checklist: jsonb('checklist').$type<StoredCheckItem[]>().notNull().default([]),
    comments: text('comments'),
    signedBy: text('signed_by'),
    /** The signature drawing, a PNG data URL (at most ~220 KB). */
    signatureImage: text('signature_image'),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('revision_orders_company_folio_idx').on(t.companyId, t.folio),
    index('revision_orders_company_created_idx').on(t.companyId, t.createdAt),
    index('revision_orders_unit_idx').on(t.unitId),
  ],
);

/** Photos of a revision order's findings; the image itself is a stored file. */
export const revisionPhotos = pgTable(
  'revision_photos',
  {
    id: serial('id').primaryKey(),
    revisionOrderId: integer('revision_order_id')
      .notNull()
      .references(() => revisionOrders.id, { onDelete: 'cascade' }),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    caption: text('caption'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('revision_photos_order_idx').on(t.revisionOrderId)],
);
