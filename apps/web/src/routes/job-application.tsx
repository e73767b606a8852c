/**
 * /solicitud-trabajo?vacante={id}: the application form for one vacancy. A seeker without the
 * profile an application needs is told so before typing, and the form asks for the missing
 * fields right there: sending saves them to the profile (the profile's own operation) and then
 * applies, so a new seeker applies in one go; a link still leads to the whole profile and back.
 * What they type is kept as a draft for the session (docs/decisions/0029-letters-and-seeker-journey.md);
 * sending it (or failing to) says so in a toast (app/action-feedback.ts).
 */
import {
  ApiError,
  createJobApplicationMutationOptions,
  vacancyQueryOptions,
} from '@jornada/api-client';
import { ButtonLink, EmptyState } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { ApplicationForm } from '../features/applications/application-form.tsx';
import {
  clearApplicationDraft,
  readApplicationDraft,
  writeApplicationDraft,
  type ApplicationDraft,
} from '../features/journey/application-draft.ts';
import { missingProfileFields } from '../app/profile-gate.ts';
import { ProfileGateNotice } from '../features/journey/profile-gate-notice.tsx';
import { profileQueryOptions, saveProfile } from '../features/profile/profile-api.ts';
import { messages } from '../messages/messages.ts';
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
  const { userId } = useSession();
  const location = useLocation();
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? 0), enabled: userId !== null });
  const [draft] = useState(() => (valid ? readApplicationDraft(vacancyId) : undefined));
  const keepDraft = useCallback(
    (values: ApplicationDraft) => writeApplicationDraft(vacancyId, values),
    [vacancyId],
  );

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
  if (!vacancy.data || (userId !== null && profile.isPending)) return null;
  const missing = missingProfileFields(profile.data ?? null);
  return (
    <section className="mx-auto grid max-w-2xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{messages.application.title}</h1>
        <p className="text-muted-foreground">
          {messages.application.subtitle(vacancy.data.title, vacancy.data.company.name)}
        </p>
      </div>
      {missing.length > 0 ? (
        <ProfileGateNotice missing={missing} returnTo={location.pathname + location.search} />
      ) : null}
      <ApplicationForm
        initialValues={draft}
        onDraftChange={keepDraft}
        missing={missing}
        onSubmit={async ({ cover_letter, expected_salary, desired_position }) => {
          try {
            // The profile first, through its own operation: the server applies only with one.
            if (userId !== null && missing.includes('desired_position'))
              await saveProfile(
                api,
                queryClient,
                userId,
                { desired_position },
                profile.data ?? null,
              );
            await apply.mutateAsync({
              vacancy_id: vacancyId,
              ...(cover_letter.trim() ? { cover_letter: cover_letter.trim() } : {}),
              ...(expected_salary ? { expected_salary: Number(expected_salary) * 100 } : {}),
            });
          } catch (error) {
            feedback.failed(error, messages.feedback.applicationFailed);
            throw error;
          }
          clearApplicationDraft(vacancyId);
          // The layout's toasts outlive the navigation: the list shows the new application.
          feedback.succeeded(messages.application.sent);
          await navigate(paths.applications.href());
        }}
      />
    </section>
  );
}

export { JobApplicationRoute as Component };
