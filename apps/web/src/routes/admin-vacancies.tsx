/**
 * /admin/vacantes: the vacancies awaiting revision (docs/decisions/0027-vacancy-console.md). Administrators only (the console's layout checks).
 */
import { tableStateFromSearchParams } from '@jornada/ui';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { adminRevisionList } from '../features/vacancies/revision-list.ts';
import { AdminRevision } from '../features/vacancies/admin-revision.tsx';

/** The administrator check and the page the URL names. */
export function sectionLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      adminRevisionList.defaults,
    );
    await context.queryClient.prefetchQuery(
      adminRevisionList.query(context.api, 0, adminRevisionList.params(state)),
    );
    return null;
  };
}

export { AdminRevision as Component };
