/**
 * Employees and drivers: the people of a
 * company's departments; drivers are employees with `is_driver` and the
 * units they are assigned. Declared on the generic company-owned record.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import { departments, driverUnits, employees, units } from '../../db/schema.ts';
import { serverMessages } from '../../messages.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';
import { employeeColumns, validateEmployee } from './rules.ts';

type Employee = components['schemas']['Employee'];
type EmployeeCreate = Omit<components['schemas']['EmployeeInput'], 'photo'>;
type EmployeeUpdate = components['schemas']['EmployeeUpdateInput'];
type Value<T, K extends PropertyKey> = K extends keyof T ? T[K] : never;

/** The create (multipart) and update (JSON) bodies, as one shape: each field as either allows it. */
export type EmployeeBody = {
  [K in keyof EmployeeCreate | keyof EmployeeUpdate]?:
    Value<EmployeeCreate, K> | Value<EmployeeUpdate, K>;
} & { photo_url?: string | null };
type Row = typeof employees.$inferSelect;

/** Employees in the contract's shape, with their departments' units loaded in bulk. */
export async function serializeEmployees(db: Database, rows: Row[]): Promise<Employee[]> {
  const driverIds = rows.filter((r) => r.isDriver).map((r) => r.id);
  const assigned = driverIds.length
    ? await db
        .select({
          employeeId: driverUnits.employeeId,
          id: units.id,
          economic_number: units.economicNumber,
          plate: units.plate,
        })
        .from(driverUnits)
        .innerJoin(units, eq(units.id, driverUnits.unitId))
        .where(inArray(driverUnits.employeeId, driverIds))
        .orderBy(asc(units.economicNumber))
    : [];
  const unitsOf = new Map<number, Employee['units']>();
  for (const { employeeId, ...unit } of assigned)
    unitsOf.set(employeeId, [...(unitsOf.get(employeeId) ?? []), unit]);
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    department_id: row.departmentId,
    user_id: row.userId,
    employee_number: row.employeeNumber,
    name: row.name,
    surname: row.surname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    curp: row.curp,
    nss: row.nss,
    position: row.position,
    is_driver: row.isDriver,
    license_number: row.licenseNumber,
    license_expires_at: row.licenseExpiresAt,
    status: row.status,
    hired_at: row.hiredAt,
    photo_url: row.photoUrl,
    units: unitsOf.get(row.id) ?? [],
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

const operations = {
  list: ['listCompanyEmployees', 'searchEmployees'],
  listedBy: ['listDepartmentEmployees'],
} as const;

/**
 * The employees domain. Its create is multipart with a photo and its reads and
 * writes check the path's department (index.ts), so only the lists are generic.
 */
export const employeeRecord: CompanyRecordDefinition<
  Row,
  typeof operations,
  Employee,
  EmployeeBody
> = {
  operations,
  table: employees,
  notFoundMessage: 'Este empleado no existe.',
  serialize: serializeEmployees,
  sorts: {
    surname: employees.surname,
    name: employees.name,
    employee_number: employees.employeeNumber,
    position: employees.position,
    status: employees.status,
    hired_at: employees.hiredAt,
    created_at: employees.createdAt,
  },
  defaultSort: 'surname',
  filters: {
    only_drivers: (value) => (value ? eq(employees.isDriver, true) : undefined),
    department_id: (value) => eq(employees.departmentId, value),
    status: (value) => eq(employees.status, value),
  },
  references: {
    department_id: { table: departments, message: serverMessages.employees.departmentNotInCompany },
  },
  unique: [
    {
      index: 'employees_company_number_idx',
      field: 'employee_number',
      message: serverMessages.employees.numberTaken,
    },
    {
      index: 'employees_company_curp_idx',
      field: 'curp',
      message: serverMessages.employees.curpTaken,
    },
  ],
  searchable: true,
  async columns(input, { db, companyId, existing }) {
    const errors = await validateEmployee(db, companyId, input, {
      ...(existing ? { employeeId: existing.id, partial: true } : {}),
    });
    if (Object.keys(errors).length) throw unprocessable(errors);
    const columns: Record<string, unknown> = {
      ...employeeColumns(input),
      ...(input.photo_url !== undefined ? { photoUrl: input.photo_url } : {}),
    };
    const isDriver = columns.isDriver ?? existing?.isDriver ?? false;
    const license =
      'licenseNumber' in columns ? columns.licenseNumber : (existing?.licenseNumber ?? null);
    if (isDriver && !license)
      throw unprocessable({ license_number: [serverMessages.employees.licenseRequired] });
    if (!existing && !columns.employeeNumber)
      columns.employeeNumber = `tmp-${randomUUID().slice(0, 12)}`;
    return columns;
  },
  async afterWrite(row, _input, _context, tx) {
    if (row.employeeNumber.startsWith('tmp-')) {
      const employeeNumber = `E-${String(row.id).padStart(4, '0')}`;
      await tx.update(employees).set({ employeeNumber }).where(eq(employees.id, row.id));
      row.employeeNumber = employeeNumber;
    }
    if (!row.isDriver) await tx.delete(driverUnits).where(eq(driverUnits.employeeId, row.id));
  },
};

/** Replaces a driver's units (all of the driver's company, checked by the caller). */
export async function assignUnits(db: Database, employeeId: number, unitIds: number[]) {
  await db.transaction(async (tx) => {
    await tx.delete(driverUnits).where(eq(driverUnits.employeeId, employeeId));
    if (unitIds.length)
      await tx.insert(driverUnits).values(unitIds.map((unitId) => ({ employeeId, unitId })));
  });
}

/** Whether the employee is in the department (the path's department must be the employee's). */
export const inDepartment = (departmentId: number, employeeId: number) =>
  and(eq(employees.departmentId, departmentId), eq(employees.id, employeeId));
