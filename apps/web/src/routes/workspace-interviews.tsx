/**
 * /empresa/{companyId}/entrevistas: a vacancy's interviews on the calendar, where staff propose
 * and move them (docs/decisions/0028-applications-pipeline.md).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { InterviewCalendarScreen } from '../features/pipeline/interview-calendar.tsx';
import { pipelineVacanciesQuery } from '../features/pipeline/pipeline-queries.ts';

/** Membership check and the company's vacancies. */
export function workspaceInterviewsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await context.queryClient.prefetchInfiniteQuery(pipelineVacanciesQuery(context.api, companyId));
    return null;
  };
}

/** The interviews calendar. */
export function WorkspaceInterviewsRoute() {
  return <InterviewCalendarScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceInterviewsRoute as Component };
