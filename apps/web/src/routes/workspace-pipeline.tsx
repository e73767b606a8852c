/**
 * /empresa/{companyId}/postulaciones: the applications pipeline (issue 16 item 2,
 * docs/decisions/0028-applications-pipeline.md).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  pipelineApplicationsQuery,
  pipelineCompanyApplicationsQuery,
  pipelineVacanciesQuery,
  PipelineScreen,
} from '../features/pipeline/pipeline-screen.tsx';

/** Membership check, the vacancies and the chosen vacancy's (or every vacancy's) applications. */
export function workspacePipelineLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await context.queryClient.prefetchQuery(pipelineVacanciesQuery(context.api, companyId));
    const chosen = Number(new URL(args.request.url).searchParams.get('vacante'));
    if (chosen)
      await context.queryClient.prefetchQuery(pipelineApplicationsQuery(context.api, chosen));
    else
      await context.queryClient.prefetchQuery(
        pipelineCompanyApplicationsQuery(context.api, companyId),
      );
    return null;
  };
}

/** The pipeline screen. */
export function WorkspacePipelineRoute() {
  return <PipelineScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspacePipelineRoute as Component };
