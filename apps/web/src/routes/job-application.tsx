/**
 * /solicitud-trabajo?vacante={id}: the application form for one vacancy; sending it (or
 * failing to) says so in a toast (app/action-feedback.ts).
 */
import {
  ApiError,
  createJobApplicationMutationOptions,
  vacancyQueryOptions,
} from '@jornada/api-client';
import { ButtonLink, EmptyState } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useAppContext } from '../app/app-context.ts';
import { ApplicationForm } from '../features/applications/application-form.tsx';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** The application screen. */
export function JobApplicationRoute() {
  const { api, queryClient } = useAppContext();
  const navigate = useNavigate();
  const vacancyId = Number(useSearchParams()[0].get('vacante'));
  const valid = Number.isInteger(vacancyId) && vacancyId > 0;
  const vacancy = useQuery({ ...vacancyQueryOptions(api, vacancyId), enabled: valid });
  const apply = useMutation(createJobApplicationMutationOptions(api, queryClient));
  const feedback = useActionFeedback();

  if (!valid || vacancy.error instanceof ApiError) {
    return (
      <EmptyState
        title={messages.application.missingVacancy}
        action={
          <ButtonLink asChild>
            <Link to={paths.vacancies.href()}>{messages.application.browse}</Link>
          </ButtonLink>
        }
      />
    );
  }
  if (!vacancy.data) return null;
  return (
    <section className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{messages.application.title}</h1>
        <p className="text-muted-foreground">
          {messages.application.subtitle(vacancy.data.title, vacancy.data.company.name)}
        </p>
      </div>
      <ApplicationForm
        onSubmit={async ({ cover_letter, expected_salary }) => {
          try {
            await apply.mutateAsync({
              vacancy_id: vacancyId,
              ...(cover_letter.trim() ? { cover_letter: cover_letter.trim() } : {}),
              ...(expected_salary ? { expected_salary: Number(expected_salary) * 100 } : {}),
            });
          } catch (error) {
            feedback.failed(error, messages.feedback.applicationFailed);
            throw error;
          }
          // The layout's toasts outlive the navigation: the list shows the new application.
          feedback.succeeded(messages.application.sent);
          await navigate(paths.applications.href());
        }}
      />
    </section>
  );
}

export { JobApplicationRoute as Component };
