/**
 * /vacantes/{id}: one vacancy. The id must be a positive integer and the
 * vacancy must exist, else the page's validity check (vacancy-detail-loader.ts) raises 404.
 */
import { vacancyQueryOptions } from '@jornada/api-client';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { VacancyDetailSkeleton } from '../features/vacancies/vacancy-detail-skeleton.tsx';
import { VacancyDetailView } from '../features/vacancies/vacancy-detail-view.tsx';
import { parseVacancyId } from './vacancy-detail-loader.ts';

/** The vacancy detail screen. */
export function VacancyDetailRoute() {
  const { api } = useAppContext();
  const id = parseVacancyId(useParams().id)!;
  const { data: vacancy } = useQuery(vacancyQueryOptions(api, id));
  return vacancy ? <VacancyDetailView vacancy={vacancy} /> : <VacancyDetailSkeleton />;
}
