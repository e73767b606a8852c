/**
 * «Responder evaluación» on an application whose vacancy has an active work interview (docs/decisions/0029-letters-and-seeker-journey.md);
 * «Ver resultados» instead once the candidate answered it (`my_result_id`, contract
 * decision 51); nothing otherwise (the server answers 404 while there is none for the candidate).
 */
import { getVacancyWorkInterviewQueryOptions } from '@jornada/api-client';
import { ButtonLink } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { paths } from '../../paths.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';

/** The link for the application to vacancy `vacancyId`, titled `title` for screen readers. */
export function WorkInterviewLink({ vacancyId, title }: { vacancyId: number; title: string }) {
  const { api } = useAppContext();
  const interview = useQuery({
    ...getVacancyWorkInterviewQueryOptions(api, vacancyId),
    retry: false,
  });
  if (interview.data?.status !== 'activa') return null;
  const resultId = interview.data.my_result_id;
  if (resultId)
    return (
      <ButtonLink asChild size="sm" variant="outline">
        <Link to={paths.evaluationResults.href(resultId, interview.data.id)}>
          {lettersMessages.takeWorkInterview.results}
          <span className="sr-only"> · {title}</span>
        </Link>
      </ButtonLink>
    );
  return (
    <ButtonLink asChild size="sm">
      <Link to={paths.takeWorkInterview.href(vacancyId)}>
        {lettersMessages.takeWorkInterview.take}
        <span className="sr-only"> · {title}</span>
      </Link>
    </ButtonLink>
  );
}
