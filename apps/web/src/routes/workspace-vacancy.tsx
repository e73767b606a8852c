/**
 * /empresa/{companyId}/vacantes/{vacancyId}: one of the company's vacancies (docs/decisions/0027-vacancy-console.md).
 */
import { useParams } from 'react-router';
import { parseId } from '../app/company-access.ts';
import { VacancyPage } from '../features/vacancies/vacancy-page.tsx';

export { workspaceVacancyLoader } from './workspace-vacancy-loader.ts';

/** The vacancy's page. */
export function WorkspaceVacancyRoute() {
  const params = useParams();
  return (
    <VacancyPage
      companyId={parseId(params.companyId) ?? 0}
      vacancyId={parseId(params.vacancyId) ?? 0}
    />
  );
}

export { WorkspaceVacancyRoute as Component };
