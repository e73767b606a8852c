/**
 * /inicio: home after sign-in; public per the access rules,
 * greets the signed-in person, leads to the home of each of their roles other than the job
 * seeker's (features/role-homes, docs/decisions/0047-role-homes.md) and shows the most recent
 * published vacancies (the search's newest-first order), leading on to the whole search.
 */
import { searchVacanciesQueryOptions, type VacancySearchParams } from '@jornada/api-client';
import { ButtonLink, EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { RoleHomeLinks } from '../features/role-homes/role-home-links.tsx';
import { VacancyListItem } from '../features/vacancies/vacancy-list-item.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

/** How many of the newest vacancies the home shows. */
const recentCount = 6;
const recent: VacancySearchParams = { sort: 'recent', page: 1, per_page: recentCount };

/** Starts loading the newest vacancies with the route, so the home renders once, complete. */
export function homeLoader({ api, queryClient }: AppContext) {
  return async () => {
    await queryClient.prefetchQuery(searchVacanciesQueryOptions(api, recent));
    return null;
  };
}

/** The home screen. */
export function HomeRoute() {
  const { user } = useSession();
  const { api } = useAppContext();
  const latest = useQuery(searchVacanciesQueryOptions(api, recent));
  return (
    <div className="grid gap-6">
      <section className="grid max-w-2xl gap-4">
        <h1 className="text-3xl font-bold tracking-tight">
          {user ? messages.home.title(user.name) : messages.nav.home}
        </h1>
        <p className="text-muted-foreground">{messages.home.text}</p>
      </section>
      {user ? <RoleHomeLinks user={user} /> : null}
      <section aria-labelledby="recientes" aria-busy={latest.isFetching} className="grid gap-4">
        <h2 id="recientes" className="text-lg font-semibold">
          {messages.home.recent}
        </h2>
        {latest.isError ? (
          <EmptyState
            title={messages.home.recentError}
            description={messages.home.recentErrorText}
          />
        ) : !latest.data ? (
          <ul aria-hidden="true" className="grid gap-3">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-32 w-full" />
              </li>
            ))}
          </ul>
        ) : latest.data.data.length === 0 ? (
          <EmptyState
            title={messages.vacancies.emptyTitle}
            description={messages.home.recentEmpty}
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {latest.data.data.map((vacancy) => (
              <VacancyListItem key={vacancy.id} vacancy={vacancy} />
            ))}
          </ul>
        )}
        <ButtonLink asChild className="w-fit">
          <Link to={paths.vacancies.href()}>{messages.home.cta}</Link>
        </ButtonLink>
      </section>
    </div>
  );
}

export { HomeRoute as Component };
