/**
 * /empresa/{companyId}/evaluaciones?vacante={id}: the work interviews of the company's vacancies
 * and their candidates' scores, for its staff (docs/decisions/0029-letters-and-seeker-journey.md).
 */
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import {
  vacanciesOf,
  WorkInterviewsScreen,
} from '../features/work-interviews/work-interviews-screen.tsx';

/** Membership check (404 otherwise) and the company's vacancies. */
export function workspaceWorkInterviewsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await context.queryClient.prefetchQuery(vacanciesOf(context.api, companyId));
    return null;
  };
}

/** The company's «Evaluaciones». */
export function WorkspaceWorkInterviewsRoute() {
  return <WorkInterviewsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceWorkInterviewsRoute as Component };
