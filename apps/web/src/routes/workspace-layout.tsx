/**
 * /empresa/{companyId}/…: the company workspace's layout route
 * (docs/decisions/0013-company-workspace-routes.md). Its loader lets in only the company's staff
 * and administrators (app/require-workspace.ts); anybody else gets the 404 screen, exactly as for
 * a company that does not exist. The component checks again on every render, so that signing out
 * (in any tab) or switching users never shows a company's data to somebody else.
 */
import { getCompanyQueryOptions } from '@jornada/api-client';
import { DeferredToastProvider, WorkspaceLayout } from '@jornada/ui';
import { NotFoundScreen } from '@jornada/ui/error-screens';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, NavLink, Outlet, useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { canEnterWorkspace, isStaffOf, parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { useTheme } from '../app/theme.ts';
import { useSession } from '../app/use-session.ts';
import { CompanyBalanceLink } from '../features/payments/company-balance-link.tsx';
import { CompanySwitcher } from '../features/workspace/company-switcher.tsx';
import { WorkspaceNav, workspaceNavItems } from '../features/workspace/workspace-nav.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const AccountMenu = lazy(async () => ({
  default: (await import('./account-menu.tsx')).AccountMenu,
}));

/**
 * The membership check; an administrator who is not staff also gets the company (its name for
 * the header), and a company that does not exist is the same 404.
 */
export function workspaceLayoutLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    if (!isStaffOf(context.session.getSnapshot().user, companyId))
      await context.queryClient.prefetchQuery(getCompanyQueryOptions(context.api, companyId));
    return null;
  };
}

function RouterLink({
  href,
  ...props
}: {
  href: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return <Link to={href} {...props} />;
}

/** The workspace shell around the section routes. */
export function WorkspaceLayoutRoute() {
  const { api } = useAppContext();
  const { user, userId } = useSession();
  useTheme(userId); // the person's colour theme in the workspace too
  const companyId = parseId(useParams().companyId) ?? 0;
  const staffCompany = user?.companies.find((company) => company.id === companyId);
  const company = useQuery({
    ...getCompanyQueryOptions(api, companyId),
    enabled: !staffCompany && canEnterWorkspace(user, companyId),
  });
  if (!user || !canEnterWorkspace(user, companyId))
    return <NotFoundScreen homeHref={paths.home.href()} linkComponent={RouterLink} />;
  const companyName = staffCompany?.name ?? company.data?.name ?? '';
  return (
    <DeferredToastProvider>
      <WorkspaceLayout
        brand={
          <NavLink to={paths.workspace.href(companyId)} className="text-xl font-bold text-primary">
            {messages.appName}
          </NavLink>
        }
        context={
          <CompanySwitcher
            companyId={companyId}
            companyName={companyName}
            companies={user.companies}
          />
        }
        navLabel={messages.workspace.navLabel}
        nav={<WorkspaceNav items={workspaceNavItems(user, companyId)} />}
        userMenu={
          <>
            <CompanyBalanceLink companyId={companyId} />
            <Suspense fallback={null}>
              <AccountMenu name={user.name} />
            </Suspense>
          </>
        }
      >
        <Outlet />
      </WorkspaceLayout>
    </DeferredToastProvider>
  );
}
