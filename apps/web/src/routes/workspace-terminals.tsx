/**
 * /empresa/{companyId}/terminales: the company's terminals
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { listCompanyTerminalsQueryOptions } from '@jornada/api-client';
import { tableStateFromSearchParams } from '@jornada/ui';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  terminalListParams,
  terminalTableDefaults,
  TerminalsScreen,
} from '../features/terminals/terminals-screen.tsx';

/** Membership check and the first page. */
export function workspaceTerminalsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      terminalTableDefaults,
    );
    await context.queryClient.prefetchQuery(
      listCompanyTerminalsQueryOptions(context.api, companyId, terminalListParams(state)),
    );
    return null;
  };
}

/** The terminals screen. */
export function WorkspaceTerminalsRoute() {
  return <TerminalsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceTerminalsRoute as Component };
