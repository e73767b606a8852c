/**
 * /empresa/{companyId}/postulaciones: the applications pipeline (docs/decisions/0028-applications-pipeline.md).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { tableStateFromSearchParams } from '@jornada/ui';
import {
  pipelineColumnQuery,
  pipelineTableQuery,
  pipelineVacanciesQuery,
  tableDefaults,
} from '../features/pipeline/pipeline-queries.ts';
import { PipelineScreen } from '../features/pipeline/pipeline-screen.tsx';
import { pipelineColumns } from '../features/pipeline/pipeline-statuses.ts';

/**
 * Membership check, the first page of the vacancies, and what the chosen view shows of the
 * chosen vacancy (or of every vacancy): each board column's first page, or the table's page.
 */
export function workspacePipelineLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const { api, queryClient } = context;
    const search = new URL(args.request.url).searchParams;
    const vacancyId = Number(search.get('vacante')) || 0;
    await Promise.all([
      queryClient.prefetchInfiniteQuery(pipelineVacanciesQuery(api, companyId)),
      ...(search.get('vista') === 'tabla'
        ? [
            queryClient.prefetchQuery(
              pipelineTableQuery(
                api,
                companyId,
                vacancyId,
                tableStateFromSearchParams(search, tableDefaults),
              ),
            ),
          ]
        : pipelineColumns.map((status) =>
            queryClient.prefetchInfiniteQuery(
              pipelineColumnQuery(api, companyId, vacancyId, status),
            ),
          )),
    ]);
    return null;
  };
}

/** The pipeline screen. */
export function WorkspacePipelineRoute() {
  return <PipelineScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspacePipelineRoute as Component };
