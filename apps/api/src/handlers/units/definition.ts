/**
 * Units (decision 38): the vehicles of a company's
 * fleet, with their drivers (`driver_units`), the routes they serve
 * (`route_units`), a photo and the issue time of their GPS tracker key (the
 * key's hash is never answered). Declared on the generic company-owned record.
 */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import {
  driverUnits,
  employees,
  revisionOrders,
  routeUnits,
  routes,
  serviceOrders,
  tours,
  units,
} from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';

type Unit = components['schemas']['Unit'];
type Row = typeof units.$inferSelect;

/** The longest economic number the table keeps (`units.economic_number`, varchar 20). */
const maxEconomicNumber = 20;

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

/** Groups rows of `{ key, ...ref }` into lists of refs by key. */
function groupBy<R extends { key: number }>(rows: R[]) {
  const groups = new Map<number, Omit<R, 'key'>[]>();
  for (const { key, ...ref } of rows) groups.set(key, [...(groups.get(key) ?? []), ref]);
  return groups;
}

/** Units in the contract's shape, with their drivers and routes loaded in bulk. */
export async function serializeUnits(db: Database, rows: Row[]): Promise<Unit[]> {
  const ids = rows.map((r) => r.id);
  const [driverRows, routeRows] = ids.length
    ? await Promise.all([
        db
          .select({
            key: driverUnits.unitId,
            id: employees.id,
            name: employees.name,
            surname: employees.surname,
            lastname: employees.lastname,
          })
          .from(driverUnits)
          .innerJoin(employees, eq(employees.id, driverUnits.employeeId))
          .where(inArray(driverUnits.unitId, ids))
          .orderBy(asc(employees.surname), asc(employees.name), asc(employees.id)),
        db
          .select({ key: routeUnits.unitId, id: routes.id, name: routes.name })
          .from(routeUnits)
          .innerJoin(routes, eq(routes.id, routeUnits.routeId))
          .where(inArray(routeUnits.unitId, ids))
          .orderBy(asc(routes.name), asc(routes.id)),
      ])
    : [[], []];
  const driversOf = groupBy(driverRows);
  const routesOf = groupBy(routeRows);
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    economic_number: row.economicNumber,
    plate: row.plate,
    vin: row.vin,
    type: row.type,
    brand: row.brand,
    model: row.model,
    year: row.year,
    capacity_kg: row.capacityKg,
    passenger_capacity: row.passengerCapacity,
    status: row.status,
    gps_device_id: row.gpsDeviceId,
    insurance_expires_at: row.insuranceExpiresAt,
    photo_url: row.photoUrl,
    tracker_key_issued_at: row.trackerKeyIssuedAt?.toISOString() ?? null,
    drivers: (driversOf.get(row.id) ?? []).map((d) => ({
      id: d.id,
      name: fullName(d.name, d.surname, d.lastname),
    })),
    routes: routesOf.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** Whether tours or orders name the unit (their foreign keys restrict its deletion). */
async function inUse(db: Database, unitId: number): Promise<boolean> {
  const counts = await Promise.all(
    [tours, serviceOrders, revisionOrders].map((table) =>
      db
        .select({ n: count() })
        .from(table)
        .where(eq(table.unitId, unitId))
        .then((r) => r[0]?.n ?? 0),
    ),
  );
  return counts.some((n) => n > 0);
}

const operations = {
  list: ['listCompanyUnits', 'searchUnits'],
  get: 'getUnit',
  create: 'createUnit',
  update: 'updateUnit',
  delete: 'deleteUnit',
  id: 'unitId',
} as const;

/** The units domain. */
export const unitRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: units,
  notFoundMessage: serverMessages.records.byPlaceholder.unitId!,
  serialize: serializeUnits,
  sorts: {
    economic_number: units.economicNumber,
    plate: units.plate,
    brand: units.brand,
    year: units.year,
    status: units.status,
    created_at: units.createdAt,
  },
  defaultSort: 'economic_number',
  filters: {
    status: (value) => eq(units.status, value),
    type: (value) => eq(units.type, value),
  },
  unique: [
    {
      index: 'units_company_number_idx',
      field: 'economic_number',
      message: serverMessages.units.numberTaken,
      conflict: { code: 'economic_number_taken' },
    },
    {
      index: 'units_company_plate_idx',
      field: 'plate',
      message: serverMessages.units.plateTaken,
      conflict: { code: 'plate_taken' },
    },
  ],
  searchable: true,
  async columns(input, { existing }) {
    const economicNumber = input.economic_number.trim().toUpperCase();
    if (economicNumber.length > maxEconomicNumber)
      throw unprocessable({ economic_number: [serverMessages.units.numberTooLong] });
    return {
      economicNumber,
      plate: input.plate.trim().toUpperCase(),
      vin: input.vin ?? null,
      type: input.type,
      brand: input.brand.trim(),
      model: input.model.trim(),
      year: input.year,
      capacityKg: input.capacity_kg ?? null,
      passengerCapacity: input.passenger_capacity ?? null,
      status: input.status ?? existing?.status ?? 'disponible',
      gpsDeviceId: input.gps_device_id?.trim() || null,
      insuranceExpiresAt: input.insurance_expires_at ?? null,
    };
  },
  async beforeDelete(row, { db }) {
    if (await inUse(db, row.id))
      throw new HttpError(409, serverMessages.units.inUse, 'unit_in_use');
  },
};
