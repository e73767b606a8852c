/**
 * /empresa/{companyId}/asistencia: the status board of the company's staff (docs/decisions/0013-company-workspace-routes.md).
 */
import { listCompanyEmployeeStatusQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  boardView,
  countParams,
  listParams,
} from '../features/clock-attendance/status-board-params.ts';
import { StatusBoardScreen } from '../features/clock-attendance/status-board-screen.tsx';

/** Membership check and the statuses the URL's view shows (counters and table). */
export function workspaceClockBoardLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const view = boardView(new URL(args.request.url).searchParams);
    await Promise.all(
      [countParams(view), listParams(view)].map((params) =>
        context.queryClient.prefetchQuery(
          listCompanyEmployeeStatusQueryOptions(context.api, companyId, params),
        ),
      ),
    );
    return null;
  };
}

/** The status board. */
export function WorkspaceClockBoardRoute() {
  return <StatusBoardScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockBoardRoute as Component };
