/**
 * A user's home by role (docs/decisions/0013-company-workspace-routes.md,
 * docs/decisions/0047-role-homes.md), where they land after signing in unless they asked for a
 * page (app/sign-in-target.ts):
 * administrators go to /admin, company staff to their first company's workspace, drivers to their
 * day at /mi-trabajo, employees to their clock-in at /mi-asistencia
 * (docs/decisions/0020-clock-in.md) and everybody else to /inicio.
 */
import type { User } from '@jornada/api-client';
import { paths } from '../paths.ts';
import { isAdmin, isWorkforce } from './company-access.ts';

/** The home of a user by role, with the precedence admin → staff → workforce → job seeker. */
export function landingPath(user: Pick<User, 'roles' | 'companies' | 'departments'>): string {
  if (isAdmin(user)) return paths.admin.href();
  const company = user.companies[0];
  if (company) return paths.workspace.href(company.id);
  if (isWorkforce(user))
    return user.roles.includes('driver') ? paths.myWork.href() : paths.myAttendance.href();
  return paths.home.href();
}
