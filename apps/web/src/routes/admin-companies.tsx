/**
 * /admin/empresas: the companies to verify and authorise (docs/decisions/0027-vacancy-console.md). Administrators only (the console's layout checks).
 */
import { tableStateFromSearchParams } from '@jornada/ui';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { adminCompanyList } from '../features/admin/admin-lists.ts';
import { AdminCompanies } from '../features/admin/admin-companies.tsx';

/** The administrator check and the page the URL names. */
export function sectionLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      adminCompanyList.defaults,
    );
    await context.queryClient.prefetchQuery(
      adminCompanyList.query(context.api, 0, adminCompanyList.params(state)),
    );
    return null;
  };
}

export { AdminCompanies as Component };
