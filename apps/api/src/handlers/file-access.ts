/**
 * Who may attach or read files of a record (`resource_type` + `resource_id`),
 * through the authorisation helper: a user their own record, company staff
 * their company's records, candidates and companies their applications.
 */
import { eq } from 'drizzle-orm';
import {
  forbidden,
  isAdmin,
  isCompanyStaff,
  requireCompanyAccess,
  requireSelfOrAdmin,
} from '../auth/authorize.ts';
import type { Database } from '../db/client.ts';
import { jobApplications, users, vacancies } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** @throws 404 when the record does not exist, 403 when the user may not touch it, 422 for kinds this server does not hold yet. */
export async function requireResourceAccess(
  db: Database,
  userId: number | undefined,
  type: string,
  id: number,
): Promise<void> {
  switch (type) {
    case 'user': {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
      if (!user) throw notFound('Este usuario no existe.');
      return requireSelfOrAdmin(db, userId, id);
    }
    case 'company':
      return requireCompanyAccess(db, userId, id, { as: ['staff'] });
    case 'vacancy': {
      const [vacancy] = await db
        .select({ companyId: vacancies.companyId })
        .from(vacancies)
        .where(eq(vacancies.id, id));
      if (!vacancy) throw notFound('Esta vacante no existe.');
      return requireCompanyAccess(db, userId, vacancy.companyId, { as: ['staff'] });
    }
    case 'job_application': {
      const [row] = await db
        .select({ userId: jobApplications.userId, companyId: vacancies.companyId })
        .from(jobApplications)
        .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
        .where(eq(jobApplications.id, id));
      if (!row) throw notFound('Esta postulación no existe.');
      if (
        userId &&
        (row.userId === userId ||
          (await isCompanyStaff(db, userId, row.companyId)) ||
          (await isAdmin(db, userId)))
      )
        return;
      throw forbidden();
    }
    default:
      throw new HttpError(422, 'Los datos enviados no son válidos.', 'unprocessable', {
        resource_type: ['Este servidor todavía no guarda archivos de este tipo de registro.'],
      });
  }
}
