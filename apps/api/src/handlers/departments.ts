/**
 * Departments of a company (spec section 7 "Departments"); every call is for
 * staff of the department's company (its workforce is refused).
 */
import { asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import {
  hasCompanyMembership,
  requireCompanyAccess,
  staffAndWorkforce,
} from '../auth/authorize.ts';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { departmentMembers, departments, users } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { OperationRequest } from '../http/operations.ts';
import { paginate } from '../http/pagination.ts';

interface DepartmentInput {
  name: string;
  description?: string | null;
  manager_employee_id?: number | null;
}

const nameTaken = () =>
  new HttpError(409, 'Ya existe un departamento con ese nombre en la empresa.', 'name_taken');

/** Departments matching a filter as contract `Department` objects. */
export async function loadDepartments(db: Database, where: SQL, limit = 1000, offset = 0) {
  const rows = await db
    .select({
      department: departments,
      manager: { id: users.id, name: users.name, surname: users.surname },
    })
    .from(departments)
    .leftJoin(users, eq(users.id, departments.managerUserId))
    .where(where)
    .orderBy(asc(departments.name), asc(departments.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.department.id);
  const counts = ids.length
    ? await db
        .select({ id: departmentMembers.departmentId, n: count() })
        .from(departmentMembers)
        .where(inArray(departmentMembers.departmentId, ids))
        .groupBy(departmentMembers.departmentId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map(({ department: d, manager }) => ({
    id: d.id,
    company_id: d.companyId,
    name: d.name,
    description: d.description || null,
    manager: manager?.id
      ? { id: manager.id, name: [manager.name, manager.surname].filter(Boolean).join(' ') }
      : null,
    employees_count: byId.get(d.id) ?? 0,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  }));
}

/** The department of the path, after checking the caller is staff of its company (404 otherwise). */
async function accessibleDepartment(
  db: Database,
  request: OperationRequest<'deleteDepartment' | 'getDepartment' | 'updateDepartment'>,
) {
  const { departmentId } = request.params;
  const [department] = await db.select().from(departments).where(eq(departments.id, departmentId));
  if (!department) throw notFound('Este departamento no existe.');
  await requireCompanyAccess(db, request.userId, department.companyId, {
    as: ['staff'],
    hideExistence: true,
  });
  return department;
}

async function checkManager(db: Database, companyId: number, managerId: number | null | undefined) {
  if (!managerId) return;
  if (!(await hasCompanyMembership(db, managerId, companyId, staffAndWorkforce))) {
    throw new HttpError(422, 'Revisa los datos del departamento.', 'unprocessable', {
      manager_employee_id: ['La persona responsable debe pertenecer a la empresa.'],
    });
  }
}

const columns = (input: DepartmentInput) => ({
  name: input.name.trim(),
  description: input.description ?? '',
  ...(input.manager_employee_id !== undefined ? { managerUserId: input.manager_employee_id } : {}),
});

/** Handlers keyed by operationId. */
export function departmentHandlers({ db }: AppContext): Handlers {
  return {
    async listCompanyDepartments(request) {
      const { companyId } = request.params;
      await requireCompanyAccess(db, request.userId, companyId, { as: ['staff'] });
      const { page, per_page: perPage } = request.query;
      const where = eq(departments.companyId, companyId);
      return paginate({
        page,
        perPage,
        count: async () =>
          (await db.select({ n: count() }).from(departments).where(where))[0]?.n ?? 0,
        rows: (limit, offset) => loadDepartments(db, where, limit, offset),
      });
    },

    async createDepartment(request, reply) {
      const { companyId } = request.params;
      await requireCompanyAccess(db, request.userId, companyId, { as: ['staff'] });
      const input = request.body;
      await checkManager(db, companyId, input.manager_employee_id);
      try {
        const [created] = await db
          .insert(departments)
          .values({ companyId, ...columns(input) })
          .returning();
        return reply
          .status(201)
          .send({ data: (await loadDepartments(db, eq(departments.id, created!.id)))[0]! });
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async getDepartment(request) {
      const department = await accessibleDepartment(db, request);
      return { data: (await loadDepartments(db, eq(departments.id, department.id)))[0]! };
    },

    async updateDepartment(request) {
      const department = await accessibleDepartment(db, request);
      const input = request.body;
      await checkManager(db, department.companyId, input.manager_employee_id);
      try {
        await db
          .update(departments)
          .set({ ...columns(input), updatedAt: new Date() })
          .where(eq(departments.id, department.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return { data: (await loadDepartments(db, eq(departments.id, department.id)))[0]! };
    },

    async deleteDepartment(request, reply) {
      const department = await accessibleDepartment(db, request);
      const [members] = await db
        .select({ n: count() })
        .from(departmentMembers)
        .where(eq(departmentMembers.departmentId, department.id));
      if ((members?.n ?? 0) > 0) {
        throw new HttpError(
          409,
          'El departamento tiene personas asignadas. Reasígnalas antes de eliminarlo.',
          'department_not_empty',
        );
      }
      await db.delete(departments).where(eq(departments.id, department.id));
      return reply.status(204).send();
    },
  };
}
