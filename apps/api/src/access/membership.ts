/**
 * The membership look-ups of the access helper (ADR 0002): administrators,
 * and the two kinds of company membership. **Staff** (a `company_members` row)
 * manage the company; the **workforce** (employees and drivers, a department
 * membership) see only their own records. Membership through a department
 * never makes someone staff, so every company-scoped check names the kinds it
 * accepts, as the contract's `x-jornada-access.members` does. Only the access
 * module asks these questions about the caller (access/enforce.ts puts the
 * answers in the grant); a handler may ask them about another person it is
 * about to record (an invited worker, a department manager).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  companyMembers,
  departmentMembers,
  departments,
  jobApplications,
  userRoles,
  vacancies,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * A kind of company membership (ADR 0002, contract `x-jornada-access.members`):
 * `staff` (a `company_members` row), `employee` (a department of the company),
 * `driver` (a department of the company and the `driver` role).
 */
export type MembershipKind = 'staff' | 'employee' | 'driver';

/** Staff and the company's workforce: anyone who works for the company. */
export const staffAndWorkforce: readonly MembershipKind[] = ['staff', 'employee', 'driver'];

/** 403 with the standard body (`code: forbidden`). */
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
 * The companies a user belongs to as one of the given kinds: staff companies
 * first, then the workforce's, each once.
 */
export async function memberCompanyIds(
  db: Database,
  userId: number,
  kinds: readonly MembershipKind[],
): Promise<number[]> {
  const ids = new Set<number>();
  if (kinds.includes('staff')) for (const id of await staffCompanyIds(db, userId)) ids.add(id);
  if (kinds.includes('employee') || kinds.includes('driver')) {
    const workforce = kinds.filter((kind) => kind !== 'staff');
    for (const id of await workforceCompanyIds(db, userId))
      if (await hasCompanyMembership(db, userId, id, workforce)) ids.add(id);
  }
  return [...ids];
}

/**
 * Whether the user is staff of a company the job seeker applied to (`others:
 * [recruiter]`: the recruiters who may read the job seeker's profile).
 */
export async function recruitsCandidate(
  db: Database,
  userId: number,
  candidateId: number,
): Promise<boolean> {
  const companyIds = await staffCompanyIds(db, userId);
  if (!companyIds.length) return false;
  const [applied] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .where(and(eq(jobApplications.userId, candidateId), inArray(vacancies.companyId, companyIds)))
    .limit(1);
  return Boolean(applied);
}
