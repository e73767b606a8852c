/**
 * /empresa/{companyId}/citas-contenedor: the company's container calls on the calendar and as a
 * list (docs/decisions/0023-container-tracking.md).
 */
import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { CallsScreen, weekCallsQuery } from '../features/container-calls/calls-screen.tsx';

/** Membership check and this week's calls. */
export function workspaceContainerCallsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await context.queryClient.prefetchQuery(weekCallsQuery(context.api, companyId, new Date()));
    return null;
  };
}

/** The calls screen. */
export function WorkspaceContainerCallsRoute() {
  return <CallsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceContainerCallsRoute as Component };
