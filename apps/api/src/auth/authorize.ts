/**
 * The one authorisation helper of the server (spec section 6, ADR 0002):
 * administrators, ownership of a user's own records, and the two kinds of
 * company membership. **Staff** (a `company_members` row) manage the company;
 * the **workforce** (employees and drivers, a department membership) see only
 * their own records. Membership through a department never makes someone
 * staff, so every company-scoped check names the kinds it accepts
 * (`{ as: ['staff'] }`), as the contract's `x-jornada-access.members` does.
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

/**
 * A kind of company membership (ADR 0002, contract `x-jornada-access.members`):
 * `staff` (a `company_members` row), `employee` (a department of the company),
 * `driver` (a department of the company and the `driver` role).
 */
export type MembershipKind = 'staff' | 'employee' | 'driver';

/** Only the people who manage the company. */
export const staffOnly: readonly MembershipKind[] = ['staff'];

/** Staff and the company's workforce, for operations on the caller's own records. */
export const staffAndWorkforce: readonly MembershipKind[] = ['staff', 'employee', 'driver'];

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

/** Whether the user is staff of the company (a `company_members` row). */
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

/** Whether the user works in one of the company's departments (an employee or a driver). */
export async function isCompanyWorker(
  db: Database,
  userId: number,
  companyId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: departmentMembers.userId })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(and(eq(departmentMembers.userId, userId), eq(departments.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

/** Whether the user belongs to the company as one of the given kinds. Administrators are not members. */
export async function hasCompanyMembership(
  db: Database,
  userId: number,
  companyId: number,
  as: readonly MembershipKind[],
): Promise<boolean> {
  if (as.includes('staff') && (await isCompanyStaff(db, userId, companyId))) return true;
  const worker = as.includes('employee') || as.includes('driver');
  if (!worker || !(await isCompanyWorker(db, userId, companyId))) return false;
  return as.includes('employee') || hasRole(db, userId, 'driver');
}

/**
 * Lets members of the company of the given kinds, and administrators, through.
 * @param options.as - the kinds of membership the operation accepts (`x-jornada-access.members`).
 * @param options.hideExistence - answer 404 instead of 403 so the record's existence does not leak.
 * @throws 404 when the company does not exist; 403 (or 404) otherwise.
 */
export async function requireCompanyAccess(
  db: Database,
  userId: number | undefined,
  companyId: number,
  options: { as: readonly MembershipKind[]; hideExistence?: boolean },
): Promise<void> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw notFound('Esta empresa no existe.');
  if (
    userId &&
    ((await hasCompanyMembership(db, userId, companyId, options.as)) || (await isAdmin(db, userId)))
  )
    return;
  if (options.hideExistence) throw notFound();
  if (userId && (await isCompanyWorker(db, userId, companyId)))
    throw forbidden('Solo el personal de la empresa puede hacer esto.');
  throw forbidden('No perteneces a esta empresa.');
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

/** The companies a user is staff of (`company_members`). */
export async function staffCompanyIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** The companies a user works for through a department (as an employee or a driver). */
export async function workforceCompanyIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: departments.companyId })
    .from(departmentMembers)
    .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
    .where(eq(departmentMembers.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * Lets a user read a job seeker's data: the job seeker, administrators, and
 * staff of a company the job seeker applied to (never its workforce).
 * @throws 403 otherwise.
 */
export async function requireCandidateAccess(
  db: Database,
  userId: number | undefined,
  candidateId: number,
): Promise<void> {
  if (userId && (userId === candidateId || (await isAdmin(db, userId)))) return;
  if (userId) {
    const companyIds = await staffCompanyIds(db, userId);
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
