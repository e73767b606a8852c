/**
 * /vacantes/{id}: one vacancy. The id must be a positive integer and the
 * vacancy must exist, else the page's validity check raises 404 (spec section 2).
 */
import { ApiError, vacancyQueryOptions } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { VacancyDetailView } from '../features/vacancies/vacancy-detail-view.tsx';
import { pageNotFound } from './page-not-found.ts';

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** Checks the id and loads the vacancy; a missing one is a 404. */
export function vacancyLoader({ api, queryClient }: AppContext) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const id = parseId(params.id);
    const path = new URL(request.url).pathname;
    if (id === null) throw pageNotFound(path);
    try {
      await queryClient.ensureQueryData(vacancyQueryOptions(api, id));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The vacancy detail screen. */
export function VacancyDetailRoute() {
  const { api } = useAppContext();
  const id = parseId(useParams().id)!;
  const { data: vacancy } = useQuery(vacancyQueryOptions(api, id));
  return vacancy ? <VacancyDetailView vacancy={vacancy} /> : null;
}
