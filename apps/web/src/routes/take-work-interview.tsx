/**
 * /evaluacion?vacante={id}: a candidate answers the work interview of a vacancy they applied to
 * (docs/decisions/0029-letters-and-seeker-journey.md), then lands on its result at /resultados-evaluacion/{id}.
 */
import {
  ApiError,
  getVacancyWorkInterviewQueryOptions,
  submitWorkInterviewAnswersMutationOptions,
  vacancyQueryOptions,
} from '@jornada/api-client';
import { ButtonLink, EmptyState, Skeleton } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { AnswersForm } from '../features/work-interview-answers/answers-form.tsx';
import { paths } from '../paths.ts';
import { lettersMessages } from '../messages/letters-messages.ts';

const m = lettersMessages.takeWorkInterview;

/** The answering screen. */
export function TakeWorkInterviewRoute() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const raw = useSearchParams()[0].get('vacante') ?? '';
  const vacancyId = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const interview = useQuery({
    ...getVacancyWorkInterviewQueryOptions(api, vacancyId),
    enabled: vacancyId > 0,
  });
  const vacancy = useQuery({ ...vacancyQueryOptions(api, vacancyId), enabled: vacancyId > 0 });
  const submit = useMutation(submitWorkInterviewAnswersMutationOptions(api, queryClient));
  if (vacancyId === 0 || interview.error instanceof ApiError) {
    return (
      <EmptyState
        title={m.missing}
        action={
          <ButtonLink asChild>
            <Link to={paths.applications.href()}>{m.back}</Link>
          </ButtonLink>
        }
      />
    );
  }
  if (!interview.data) return <Skeleton className="mx-auto h-96 w-full max-w-2xl" />;
  const w = interview.data;
  return (
    <section className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle(vacancy.data?.title ?? '')}</p>
      </div>
      <AnswersForm
        questions={w.questions}
        onSubmit={async (answers) => {
          const result = await submit.mutateAsync({ workInterviewId: w.id, answers });
          await navigate(paths.evaluationResults.href(result.id, w.id));
        }}
      />
    </section>
  );
}

export { TakeWorkInterviewRoute as Component };
