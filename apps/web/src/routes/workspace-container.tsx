/**
 * /empresa/{companyId}/contenedores/{containerId}: one container (docs/decisions/0023-container-tracking.md). A container that does
 * not exist, or belongs to another company, is the 404.
 */
import { getContainerQueryOptions } from '@jornada/api-client';
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { ContainerDetail } from '../features/containers/container-detail.tsx';
import { companyRecordLoader } from './company-record-loader.ts';

/** Membership check, validity check and the container. */
export const workspaceContainerLoader = (context: AppContext) =>
  companyRecordLoader(context, 'containerId', getContainerQueryOptions);

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
