/**
 * Who may enter which signed-in area (roles and kinds of membership:
 * docs/decisions/0002-roles.md; routes: docs/decisions/0013-company-workspace-routes.md),
 * decided from the session's `User` alone so that no request reveals whether a company exists.
 */
import type { User } from '@jornada/api-client';

type Person = Pick<User, 'roles' | 'companies' | 'departments'>;

/** Whether the user holds the `admin` role. */
export function isAdmin(user: Pick<User, 'roles'> | null | undefined): boolean {
  return user?.roles.includes('admin') ?? false;
}

/** Whether the user is staff (a `company_members` row) of the company. */
export function isStaffOf(user: Person | null | undefined, companyId: number): boolean {
  return user?.companies.some((company) => company.id === companyId) ?? false;
}

/** Whether the user works in a department (an employee or a driver). */
export function isWorkforce(user: Person | null | undefined): boolean {
  if (!user) return false;
  return (
    user.departments.length > 0 || user.roles.includes('employee') || user.roles.includes('driver')
  );
}

/**
 * Whether the user may enter the company's workspace: its staff, and administrators.
 * Employees and drivers enter their company through /mi-trabajo, never the workspace.
 */
export function canEnterWorkspace(user: Person | null | undefined, companyId: number): boolean {
  return isStaffOf(user, companyId) || isAdmin(user);
}

/** A route's `:companyId` (or any id parameter) as a positive integer, or null when it is not one. */
export function parseId(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,9}$/.test(param) && Number(param) <= 2_147_483_647
    ? Number(param)
    : null;
}
