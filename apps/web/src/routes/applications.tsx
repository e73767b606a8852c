/**
 * /mis-postulaciones: the signed-in user's applications with their statuses.
 */
import { userJobApplicationsQueryOptions } from '@jornada/api-client';
import { ButtonLink, EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useLiveApplications } from '../app/use-live-applications.ts';
import { useSession } from '../app/use-session.ts';
import { ApplicationList } from '../features/applications/application-list.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

/** The applications screen. */
export function ApplicationsRoute() {
  const { api } = useAppContext();
  const { userId } = useSession();
  useLiveApplications();
  const applications = useQuery({
    ...userJobApplicationsQueryOptions(api, userId ?? 0, { per_page: 50 }),
    enabled: userId !== null,
  });
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{messages.applications.title}</h1>
      {!applications.data ? (
        <Skeleton className="h-24 w-full" />
      ) : applications.data.data.length === 0 ? (
        <EmptyState
          title={messages.applications.emptyTitle}
          description={messages.applications.emptyText}
          action={
            <ButtonLink asChild>
              <Link to={paths.vacancies.href()}>{messages.application.browse}</Link>
            </ButtonLink>
          }
        />
      ) : (
        <ApplicationList applications={applications.data.data} />
      )}
    </section>
  );
}

export { ApplicationsRoute as Component };
