/**
 * Short references that company records carry (the contract's `UnitRef` and
 * `PersonRef`), loaded in bulk for a page of rows so that a serialiser makes
 * one query per kind of reference, not one per row.
 */
import { inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../db/client.ts';
import { employees, units } from '../db/schema.ts';

type UnitRef = components['schemas']['UnitRef'];
type PersonRef = components['schemas']['PersonRef'];

/** The distinct non-null ids of a list. */
export const distinctIds = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];

/** A person's full name from its parts (name, surname, second surname), skipping the empty ones. */
export const fullName = (...parts: (string | null | undefined)[]) =>
  parts.filter(Boolean).join(' ');

/**
 * The units of the given ids as `UnitRef`s, by id.
 * @param ids - unit ids; duplicates and nulls are fine.
 */
export async function unitRefs(
  db: Database,
  ids: (number | null | undefined)[],
): Promise<Map<number, UnitRef>> {
  const wanted = distinctIds(ids);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: units.id, economic_number: units.economicNumber, plate: units.plate })
    .from(units)
    .where(inArray(units.id, wanted));
  return new Map(rows.map((u) => [u.id, u]));
}

/**
 * The employees of the given ids as `PersonRef`s (full name), by id.
 * @param ids - employee ids; duplicates and nulls are fine.
 */
export async function employeeRefs(
  db: Database,
  ids: (number | null | undefined)[],
): Promise<Map<number, PersonRef>> {
  const wanted = distinctIds(ids);
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      name: employees.name,
      surname: employees.surname,
      lastname: employees.lastname,
    })
    .from(employees)
    .where(inArray(employees.id, wanted));
  return new Map(
    rows.map((e) => [e.id, { id: e.id, name: fullName(e.name, e.surname, e.lastname) }]),
  );
}
