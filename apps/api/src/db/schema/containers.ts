/**
 * Container tracking (docs/decisions/0023-container-tracking.md):
 * a company's shipping containers
 * with their current location summary, their event timeline and recorded
 * positions, the transport orders that move them, the waybills (cartas porte)
 * of those orders and the terminal appointments (calls). Every table carries
 * `company_id`, which the access helper's owner resolvers read.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { searchVector, timestamps, type ContractField } from './columns.ts';
import { companies, files, users } from './core.ts';
import { employees, terminals, units } from './company-records.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const containers = pgTable(
  'containers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** ISO 6346 number, check digit verified (`AAAU1234567`). */
    number: varchar('number', { length: 11 }).notNull(),
    type: varchar('type', { length: 12 }).notNull(),
    /** Nominal length in feet: 20, 40 or 45. */
    size: integer('size').notNull(),
    highCube: boolean('high_cube').notNull().default(false),
    isoTypeCode: varchar('iso_type_code', { length: 4 }),
    status: varchar('status', { length: 16 }).notNull().default('en_patio'),
    owner: text('owner'),
    customer: text('customer'),
    tareWeightKg: integer('tare_weight_kg'),
    maxGrossWeightKg: integer('max_gross_weight_kg'),
    sealNumber: varchar('seal_number', { length: 30 }),
    isEmpty: boolean('is_empty').notNull().default(false),
    /** Where it is now (the newest location entry, or the terminal given on create/update). */
    terminalId: integer('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationDescription: text('location_description'),
    locationRecordedAt: at('location_recorded_at'),
    /** Last arrival at a terminal of the company (existence reports). */
    arrivedAt: at('arrived_at'),
    /** Last departure (departure reports). */
    departedAt: at('departed_at'),
    ...timestamps,
    searchVector: searchVector('number', 'seal_number', 'owner', 'customer'),
  },
  (t) => [
    uniqueIndex('containers_company_number_idx').on(t.companyId, t.number),
    index('containers_company_updated_idx').on(t.companyId, t.updatedAt),
    index('containers_terminal_idx').on(t.terminalId),
    index('containers_search_idx').using('gin', t.searchVector),
  ],
);

export const containerHistory = pgTable(
  'container_history',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 16 })
      .$type<ContractField<'ContainerHistoryEntry', 'event'>>()
      .notNull(),
    description: text('description'),
    terminalId: integer('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => containerOrders.id, { onDelete: 'set null' }),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    occurredAt: at('occurred_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('container_history_container_idx').on(t.containerId, t.occurredAt)],
);

export const containerLocations = pgTable(
  'container_locations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    terminalId: integer('terminal_id').references(() => terminals.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description'),
    /** `manual`, `gps` or `terminal`. */
    source: varchar('source', { length: 10 })
      .$type<ContractField<'ContainerLocation', 'source'>>()
      .notNull()
      .default('manual'),
    recordedAt: at('recorded_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('container_locations_container_idx').on(t.containerId, t.recordedAt)],
);

export const containerOrders = pgTable(
  'container_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    /** `ORD-<year>-<NNNN>`. */
    folio: varchar('folio', { length: 20 }).notNull(),
    type: varchar('type', { length: 20 }).$type<ContractField<'Order', 'type'>>().notNull(),
    status: varchar('status', { length: 12 })
      .$type<ContractField<'Order', 'status'>>()
      .notNull()
      .default('pendiente'),
    customer: text('customer').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    pickupAt: at('pickup_at'),
    deliveryAt: at('delivery_at'),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    driverEmployeeId: integer('driver_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    /** Freight price in cents of MXN. */
    freightAmount: integer('freight_amount'),
    /** The order report PDF (a `files` document), regenerated on `update_report`; null before the first. */
    reportFileId: integer('report_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('container_orders_company_folio_idx').on(t.companyId, t.folio),
    index('container_orders_container_idx').on(t.containerId),
    // One open order per container, whatever the race between two requests (409 open_order).
    uniqueIndex('container_orders_open_idx')
      .on(t.containerId)
      .where(sql`${t.status} not in ('cerrada', 'cancelada')`),
  ],
);

export const waybills = pgTable(
  'waybills',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => containerOrders.id, { onDelete: 'cascade' }),
    /** `CP-<year>-<NNNN>`. */
    folio: varchar('folio', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<ContractField<'Waybill', 'status'>>()
      .notNull()
      .default('timbrada'),
    cfdiUuid: uuid('cfdi_uuid'),
    issuedAt: at('issued_at'),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    distanceKm: doublePrecision('distance_km'),
    goodsDescription: text('goods_description').notNull(),
    grossWeightKg: integer('gross_weight_kg'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('waybills_company_folio_idx').on(t.companyId, t.folio),
    index('waybills_order_idx').on(t.orderId),
    // One stamped waybill per order, whatever the race between two requests (409 waybill_exists).
    uniqueIndex('waybills_order_stamped_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'timbrada'`),
  ],
);

export const containerCalls = pgTable(
  'container_calls',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    containerId: integer('container_id')
      .notNull()
      .references(() => containers.id, { onDelete: 'cascade' }),
    terminalId: integer('terminal_id')
      .notNull()
      .references(() => terminals.id, { onDelete: 'restrict' }),
    type: varchar('type', { length: 20 }).$type<ContractField<'ContainerCall', 'type'>>().notNull(),
    status: varchar('status', { length: 12 })
      .$type<ContractField<'ContainerCall', 'status'>>()
      .notNull()
      .default('solicitada'),
    scheduledAt: at('scheduled_at').notNull(),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    driverEmployeeId: integer('driver_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    reference: varchar('reference', { length: 60 }),
    notes: text('notes'),
    attendedAt: at('attended_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('container_calls_container_time_idx').on(t.containerId, t.scheduledAt),
    index('container_calls_company_scheduled_idx').on(t.companyId, t.scheduledAt),
  ],
);
