/**
 * /mis-favoritos: the vacancies the user saved, under a heading that counts them (the cards'
 * titles are h3: axe's heading order). Opens offline from the kept answers (decision 0026).
 */
import { bookmarksQueryOptions } from '@jornada/api-client';
import { ButtonLink, EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { VacancyListItem } from '../features/vacancies/vacancy-list-item.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

/** The favourites screen. */
export function FavouritesRoute() {
  const { api } = useAppContext();
  const bookmarks = useQuery(bookmarksQueryOptions(api, { per_page: 50 }));
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{messages.favourites.title}</h1>
      {!bookmarks.data ? (
        <Skeleton className="h-24 w-full" />
      ) : bookmarks.data.data.length === 0 ? (
        <EmptyState
          title={messages.favourites.emptyTitle}
          description={messages.favourites.emptyText}
          action={
            <ButtonLink asChild>
              <Link to={paths.vacancies.href()}>{messages.application.browse}</Link>
            </ButtonLink>
          }
        />
      ) : (
        <section aria-labelledby="guardadas" className="grid gap-3">
          <h2 id="guardadas" className="text-sm font-medium text-muted-foreground">
            {messages.favourites.count(bookmarks.data.meta.total)}
          </h2>
          <ul className="grid gap-3">
            {bookmarks.data.data.map((bookmark) => (
              <VacancyListItem key={bookmark.id} vacancy={bookmark.vacancy} />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

export { FavouritesRoute as Component };
