/**
 * /empresa/{companyId}/vacantes/{vacancyId}/vista-previa: the vacancy as a seeker sees it
 * (docs/decisions/0027-vacancy-console.md), whatever its status, with a note that it is a preview and without the
 * seeker's actions.
 */
import { getVacancyQueryOptions } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { VacancyDetailView } from '../features/vacancies/vacancy-detail-view.tsx';
import { paths } from '../paths.ts';
import { recruitingMessages } from '../messages/recruiting-messages.ts';

export { workspaceVacancyLoader } from './workspace-vacancy-loader.ts';

const d = recruitingMessages.detail;

/** The preview. */
export function WorkspaceVacancyPreviewRoute() {
  const params = useParams();
  const companyId = parseId(params.companyId) ?? 0;
  const vacancyId = parseId(params.vacancyId) ?? 0;
  const { api } = useAppContext();
  const { data: vacancy } = useQuery(getVacancyQueryOptions(api, vacancyId));
  if (!vacancy) return null;
  return (
    <div className="grid gap-4">
      <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm">
        <strong>{d.previewHeading}.</strong> {d.previewNote}
      </p>
      <VacancyDetailView
        vacancy={vacancy}
        preview={{
          back: {
            href: paths.workspaceVacancy.href(companyId, vacancyId),
            label: recruitingMessages.detail.back,
          },
        }}
      />
    </div>
  );
}

export { WorkspaceVacancyPreviewRoute as Component };
