/**
 * /empresa/{companyId}/contenedores-importar: the bulk container import (docs/decisions/0023-container-tracking.md).
 */
import { listCompanyTerminalsQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { ContainerImport } from '../features/container-import/container-import.tsx';

/** Membership check and the company's terminals (the preview checks terminal codes). */
export function workspaceContainerImportLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await context.queryClient.prefetchQuery(
      listCompanyTerminalsQueryOptions(context.api, companyId, { page: 1, per_page: 50 }),
    );
    return null;
  };
}

/** The import screen. */
export function WorkspaceContainerImportRoute() {
  return <ContainerImport companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceContainerImportRoute as Component };
