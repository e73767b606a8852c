/**
 * /admin/*: the administrator's console (docs/decisions/0013-company-workspace-
 * routes.md): its heading, the navigation between its sections (complaints, companies, users,
 * vacancies to review, statistics; NavLink marks the current one with `aria-current="page"`) and
 * the section. Anybody but an administrator gets the 404.
 */
import { navLinkVariants } from '@jornada/ui';
import type { LoaderFunctionArgs } from 'react-router';
import { NavLink, Outlet } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { paths } from '../paths.ts';
import { recruitingMessages } from '../messages/recruiting-messages.ts';

const m = recruitingMessages.admin;

const sections = [
  { href: paths.admin.href(), label: m.sections.home, end: true },
  { href: paths.adminCompanies.href(), label: m.sections.companies, end: false },
  { href: paths.adminUsers.href(), label: m.sections.users, end: false },
  { href: paths.adminVacancies.href(), label: m.sections.vacancies, end: false },
  { href: paths.adminStatistics.href(), label: m.sections.statistics, end: false },
];

/** The administrator check (every section's loader runs after it). */
export function adminLayoutLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    return null;
  };
}

/** The console's frame. */
export function AdminLayout() {
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
      <nav aria-label={m.nav} className="flex flex-wrap gap-1 border-b border-border pb-2">
        {sections.map(({ href, label, end }) => (
          <NavLink
            key={href}
            to={href}
            end={end}
            className={navLinkVariants({ orientation: 'horizontal' })}
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export { AdminLayout as Component };
