/**
 * /admin/usuarios: the users to verify and their roles (docs/decisions/0027-vacancy-console.md). Administrators only (the console's layout checks).
 */
import { tableStateFromSearchParams } from '@jornada/ui';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { adminUserList } from '../features/admin/admin-lists.ts';
import { AdminUsers } from '../features/admin/admin-users.tsx';

/** The administrator check and the page the URL names. */
export function sectionLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      adminUserList.defaults,
    );
    await context.queryClient.prefetchQuery(
      adminUserList.query(context.api, 0, adminUserList.params(state)),
    );
    return null;
  };
}

export { AdminUsers as Component };
