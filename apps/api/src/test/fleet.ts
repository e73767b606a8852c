/**
 * Fleet records for the tours and positions tests: Transportes del Bajío, the
 * demo driver (`chofer@jornada.test`) and the unit assigned to them, another
 * driver of the company (no account) with their unit, a route both units
 * serve, and a few employees to put on a manifest. Inserted straight into the
 * seeded database (routes have no seed yet).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import {
  companies,
  driverUnits,
  employees,
  routes,
  routeUnits,
  tours,
  units,
  users,
} from '../db/schema.ts';
import type { TestApp } from './harness.ts';

/** What {@link fleetFixture} found or inserted. */
export interface FleetFixture {
  companyId: number;
  /** Logística Portuaria del Pacífico, another company. */
  otherCompanyId: number;
  /** The demo driver's user and employee ids, and their unit. */
  driver: { userId: number; employeeId: number; unitId: number };
  /** A driver of the same company without an account, and their unit. */
  otherDriver: { employeeId: number; unitId: number };
  /** A route of the company both units serve. */
  routeId: number;
  /** A route of the other company. */
  foreignRouteId: number;
  /** Three employees of the company who are not drivers. */
  passengerIds: number[];
  /** Inserts a tour straight into the database. */
  insertTour: (values: Partial<typeof tours.$inferInsert>) => Promise<number>;
}

/** Finds and inserts the fleet records of {@link FleetFixture} in `t`'s seeded database. */
export async function fleetFixture(t: TestApp): Promise<FleetFixture> {
  const db = t.database.db;
  const companyBySlug = async (slug: string) =>
    (await db.select().from(companies).where(eq(companies.slug, slug)))[0]!.id;
  const companyId = await companyBySlug('transportes-del-bajio');
  const otherCompanyId = await companyBySlug('logistica-portuaria-del-pacifico');
  const [account] = await db
    .select({ userId: users.id, employeeId: employees.id, unitId: driverUnits.unitId })
    .from(users)
    .innerJoin(employees, eq(employees.userId, users.id))
    .innerJoin(driverUnits, eq(driverUnits.employeeId, employees.id))
    .where(eq(users.email, 'chofer@jornada.test'));
  const [other] = await db
    .select({ employeeId: employees.id, unitId: driverUnits.unitId })
    .from(employees)
    .innerJoin(driverUnits, eq(driverUnits.employeeId, employees.id))
    .where(
      and(
        eq(employees.companyId, companyId),
        isNull(employees.userId),
        ne(driverUnits.unitId, account!.unitId),
      ),
    )
    .orderBy(employees.id)
    .limit(1);
  const route = async (company: number, name: string) =>
    (
      await db
        .insert(routes)
        .values({
          companyId: company,
          name,
          origin: 'León',
          destination: 'Silao',
          stops: [
            {
              order: 1,
              name: 'Plaza Mayor',
              location: { latitude: 21.1221, longitude: -101.6827 },
            },
            {
              order: 2,
              name: 'Puerto Interior',
              location: { latitude: 20.9631, longitude: -101.4326 },
            },
          ],
        })
        .returning()
    )[0]!.id;
  const routeId = await route(companyId, 'León – Puerto Interior');
  const foreignRouteId = await route(otherCompanyId, 'Manzanillo – Colima');
  await db.insert(routeUnits).values([
    { routeId, unitId: account!.unitId },
    { routeId, unitId: other!.unitId },
  ]);
  await db.update(units).set({ status: 'disponible' }).where(eq(units.companyId, companyId));
  const passengers = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.isDriver, false)))
    .orderBy(employees.id)
    .limit(3);
  return {
    companyId,
    otherCompanyId,
    driver: account!,
    otherDriver: other!,
    routeId,
    foreignRouteId,
    passengerIds: passengers.map((p) => p.id),
    insertTour: async (values) =>
      (
        await db
          .insert(tours)
          .values({
            companyId,
            routeId,
            unitId: account!.unitId,
            driverEmployeeId: account!.employeeId,
            scheduledDepartureAt: new Date(),
            ...values,
          })
          .returning()
      )[0]!.id,
  };
}
