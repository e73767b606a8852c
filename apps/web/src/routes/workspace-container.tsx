/**
 * /empresa/{companyId}/contenedores/{containerId}: one container (issue 19). A container that does
 * not exist, or belongs to another company, is the 404.
 */
import { ApiError, getContainerQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { ContainerDetail } from '../features/containers/container-detail.tsx';
import { pageNotFound } from './page-not-found.ts';

/** Membership check, validity check and the container. */
export function workspaceContainerLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const containerId = parseId(args.params.containerId);
    if (containerId === null) throw pageNotFound(path);
    try {
      const container = await context.queryClient.ensureQueryData(
        getContainerQueryOptions(context.api, containerId),
      );
      if (container.company_id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The container screen. */
export function WorkspaceContainerRoute() {
  const params = useParams();
  return (
    <ContainerDetail
      companyId={parseId(params.companyId) ?? 0}
      containerId={parseId(params.containerId) ?? 0}
    />
  );
}

export { WorkspaceContainerRoute as Component };
