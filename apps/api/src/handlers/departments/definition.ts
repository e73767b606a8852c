/**
 * Departments: the areas of a company that
 * employees, drivers and shifts belong to, on the generic company-owned record.
 * A department is managed by a member of the company; one with people in it
 * cannot be deleted.
 */
import { count, inArray } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import { hasCompanyMembership, staffAndWorkforce } from '../../access/membership.ts';
import type { Database } from '../../db/client.ts';
import { departmentMembers, departments, employees, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { unprocessable, type CompanyRecordDefinition } from '../../records/company-record.ts';

type Department = components['schemas']['Department'];
type Row = typeof departments.$inferSelect;

/** People in each department: accounts (`department_members`) and employee records. */
async function peopleCount(db: Database, ids: number[]) {
  const counts = new Map<number, number>();
  if (!ids.length) return counts;
  const [members, records] = await Promise.all([
    db
      .select({ id: departmentMembers.departmentId, n: count() })
      .from(departmentMembers)
      .where(inArray(departmentMembers.departmentId, ids))
      .groupBy(departmentMembers.departmentId),
    db
      .select({ id: employees.departmentId, n: count() })
      .from(employees)
      .where(inArray(employees.departmentId, ids))
      .groupBy(employees.departmentId),
  ]);
  for (const { id, n } of [...members, ...records]) counts.set(id, (counts.get(id) ?? 0) + n);
  return counts;
}

/** Departments in the contract's shape, managers and counts loaded in bulk. */
async function serializeDepartments(db: Database, rows: Row[]): Promise<Department[]> {
  const ids = rows.map((r) => r.id);
  const managerIds = [...new Set(rows.map((r) => r.managerUserId).filter((v) => v !== null))];
  const [counts, managers] = await Promise.all([
    peopleCount(db, ids),
    managerIds.length
      ? db
          .select({ id: users.id, name: users.name, surname: users.surname })
          .from(users)
          .where(inArray(users.id, managerIds))
      : [],
  ]);
  const managerById = new Map(managers.map((m) => [m.id, m]));
  return rows.map((d) => {
    const manager = d.managerUserId ? managerById.get(d.managerUserId) : undefined;
    return {
      id: d.id,
      company_id: d.companyId,
      name: d.name,
      description: d.description || null,
      manager: manager
        ? { id: manager.id, name: [manager.name, manager.surname].filter(Boolean).join(' ') }
        : null,
      employees_count: counts.get(d.id) ?? 0,
      created_at: d.createdAt.toISOString(),
      updated_at: d.updatedAt.toISOString(),
    };
  });
}

const operations = {
  list: ['listCompanyDepartments', 'searchDepartments'],
  get: 'getDepartment',
  create: 'createDepartment',
  update: 'updateDepartment',
  delete: 'deleteDepartment',
  id: 'departmentId',
} as const;

/** The departments domain. */
export const departmentRecord: CompanyRecordDefinition<Row, typeof operations> = {
  operations,
  table: departments,
  notFoundMessage: 'Este departamento no existe.',
  serialize: serializeDepartments,
  sorts: { name: departments.name, created_at: departments.createdAt },
  defaultSort: 'name',
  unique: [
    {
      index: 'departments_company_name_idx',
      field: 'name',
      message: 'Ya existe un departamento con ese nombre en la empresa.',
      conflict: { code: 'name_taken' },
    },
  ],
  searchable: true,
  async columns(input, { db, companyId }) {
    const manager = input.manager_employee_id;
    if (manager && !(await hasCompanyMembership(db, manager, companyId, staffAndWorkforce)))
      throw unprocessable({
        manager_employee_id: ['La persona responsable debe pertenecer a la empresa.'],
      });
    return {
      name: input.name.trim(),
      description: input.description ?? '',
      ...(manager !== undefined ? { managerUserId: manager } : {}),
    };
  },
  async beforeDelete(row, { db }) {
    if (((await peopleCount(db, [row.id])).get(row.id) ?? 0) > 0)
      throw new HttpError(
        409,
        'El departamento tiene personas asignadas. Reasígnalas antes de eliminarlo.',
        'department_not_empty',
      );
  },
};
