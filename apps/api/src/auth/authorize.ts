/**
 * The one authorisation helper of the server (spec section 6, ADR 0002):
 * company membership (a `company_members` row or a department of the company),
 * administrators, and ownership of a user's own records.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  companies,
  companyMembers,
  departmentMembers,
  departments,
  jobApplications,
  userRoles,
  vacancies,
} from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';

/** 403 with the standard body. */
export const forbidden = (message = 'No tienes permiso para hacer esto.') =>
  new HttpError(403, message, 'forbidden');

/** Whether the user holds a role. */
export async function hasRole(db: Database, userId: number, role: string): Promise<boolean> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return Boolean(row);
}

/** Whether the user is an administrator. */
export const isAdmin = (db: Database, userId: number) => hasRole(db, userId, 'admin');

/** @throws 403 unless the user is an administrator. */
export async function requireAdmin(db: Database, userId: number | undefined): Promise<void> {
  if (!userId || !(await isAdmin(db, userId)))
    throw forbidden('Solo un administrador puede hacer esto.');
}

/** Whether the user belongs to the company, through a membership or a department. */
export async function isCompanyMember(
  db: Database,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const [member] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  if (member) return true;
  const [viaDepartment] = await db
    .select({ id: departmentMembers.userId })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(and(eq(departmentMembers.userId, userId), eq(departments.companyId, companyId)))
    .limit(1);
  return Boolean(viaDepartment);
}

/**
 * Lets members of the company and administrators through.
 * @param options.hideExistence - answer 404 instead of 403 so the company's existence does not leak.
 * @throws 404 when the company does not exist; 403 (or 404) when the user is not a member.
 */
export async function requireCompanyMember(
  db: Database,
  userId: number | undefined,
  companyId: number,
  options: { hideExistence?: boolean } = {},
): Promise<void> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw notFound('Esta empresa no existe.');
  if (userId && ((await isCompanyMember(db, userId, companyId)) || (await isAdmin(db, userId))))
    return;
  throw options.hideExistence ? notFound() : forbidden('No perteneces a esta empresa.');
}

/**
 * Lets a user act on their own records (`/users/{userId}/…`); administrators too.
 * @throws 403 otherwise.
 */
export async function requireSelfOrAdmin(
  db: Database,
  userId: number | undefined,
  targetUserId: number,
): Promise<void> {
  if (userId && (userId === targetUserId || (await isAdmin(db, userId)))) return;
  throw forbidden('Solo puedes ver o cambiar tus propios datos.');
}

/** The companies a user belongs to (memberships and departments). */
export async function companyIdsOf(db: Database, userId: number): Promise<number[]> {
  const [direct, viaDepartments] = await Promise.all([
    db
      .select({ id: companyMembers.companyId })
      .from(companyMembers)
      .where(eq(companyMembers.userId, userId)),
    db
      .select({ id: departments.companyId })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .where(eq(departmentMembers.userId, userId)),
  ]);
  return [...new Set([...direct, ...viaDepartments].map((r) => r.id))];
}

/**
 * Lets a user read a job seeker's data: the job seeker, administrators, and
 * members of a company the job seeker applied to.
 * @throws 403 otherwise.
 */
export async function requireCandidateAccess(
  db: Database,
  userId: number | undefined,
  candidateId: number,
): Promise<void> {
  if (userId && (userId === candidateId || (await isAdmin(db, userId)))) return;
  if (userId) {
    const companyIds = await companyIdsOf(db, userId);
    if (companyIds.length) {
      const [applied] = await db
        .select({ id: jobApplications.id })
        .from(jobApplications)
        .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
        .where(
          and(eq(jobApplications.userId, candidateId), inArray(vacancies.companyId, companyIds)),
        )
        .limit(1);
      if (applied) return;
    }
  }
  throw forbidden('Solo puedes ver el perfil de candidatos que se postularon a tu empresa.');
}

/** Whether the user is staff of the company (a `company_members` row), as opposed to a worker of one of its departments. */
export async function isCompanyStaff(
  db: Database,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}
