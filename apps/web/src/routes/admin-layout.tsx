/**
 * /admin/*: the administrator's console (docs/decisions/0013-company-workspace-
 * routes.md) in a shell of its own (docs/decisions/0047-role-homes.md): the header's logo leads to
 * the console, its navigation holds the console's sections (complaints, companies, users,
 * vacancies to review, statistics; NavLink marks the current one with `aria-current="page"`; a ☰
 * menu below `md`), and the account menu the person's other homes. Then the heading and the
 * section. Anybody but an administrator gets the 404.
 */
import { DefaultLayout, DeferredToastProvider, navLinkVariants } from '@jornada/ui';
import { lazy, Suspense } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { NavLink, Outlet } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { useTheme } from '../app/theme.ts';
import { useSession } from '../app/use-session.ts';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { recruitingMessages } from '../messages/recruiting-messages.ts';

const m = recruitingMessages.admin;

const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

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

function Sections({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  return (
    <>
      {sections.map(({ href, label, end }) => (
        <NavLink key={href} to={href} end={end} className={navLinkVariants({ orientation })}>
          {label}
        </NavLink>
      ))}
    </>
  );
}

/** The console's shell: its header, then the heading and the section. */
export function AdminLayout() {
  const { user, userId } = useSession();
  useTheme(userId); // the person's colour theme in the console too
  return (
    <DeferredToastProvider>
      <DefaultLayout
        navLabel={m.nav}
        brand={
          <NavLink to={paths.admin.href()} className="text-xl font-bold text-primary">
            {messages.appName}
          </NavLink>
        }
        nav={<Sections orientation="horizontal" />}
        mobileNav={<Sections orientation="vertical" />}
        userMenu={
          user ? (
            <Suspense fallback={null}>
              <AccountMenu name={user.name} />
            </Suspense>
          ) : null
        }
      >
        <div className="grid gap-6">
          <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
          <Outlet />
        </div>
      </DefaultLayout>
    </DeferredToastProvider>
  );
}

export { AdminLayout as Component };
