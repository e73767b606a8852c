/**
 * Where a user lands after signing in (docs/decisions/0013-company-workspace-routes.md):
 * an allowed `?redirect=` wins; otherwise administrators go to /admin, company staff to their
 * first company's workspace, drivers to their day at /mi-trabajo, employees to their clock-in at
 * /mi-asistencia (docs/decisions/0020-clock-in.md) and everybody else to /inicio.
 */
import type { User } from '@jornada/api-client';
import { paths } from '../paths.ts';
import { isAdmin, isWorkforce } from './company-access.ts';

/**
 * A `?redirect=` target when it is allowed: a path of this app (starts with one `/`, no `//` or
 * `/\` that browsers read as another host, no control characters); otherwise null.
 */
export function allowedRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  return target;
}

/** The home of a user by role, with the precedence admin → staff → workforce → job seeker. */
export function landingPath(user: Pick<User, 'roles' | 'companies' | 'departments'>): string {
  if (isAdmin(user)) return paths.admin.href();
  const company = user.companies[0];
  if (company) return paths.workspace.href(company.id);
  if (isWorkforce(user))
    return user.roles.includes('driver') ? paths.myWork.href() : paths.myAttendance.href();
  return paths.home.href();
}

/** Where to go after signing in: the allowed `redirect`, else {@link landingPath}. */
export function afterSignInPath(
  user: Pick<User, 'roles' | 'companies' | 'departments'>,
  redirect: string | null | undefined,
): string {
  return allowedRedirect(redirect) ?? landingPath(user);
}
