/**
 * /vacantes: vacancy search with the text and state filters and the page
 * kept in the URL.
 */
import {
  listJobCategoriesQueryOptions,
  searchVacanciesQueryOptions,
  statesQueryOptions,
  type VacancySearchParams,
} from '@jornada/api-client';
import { EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import {
  loadAdvancedFilters,
  showsAdvancedFilters,
} from '../features/vacancies/advanced-filters-loader.ts';
import { VacancyListItem } from '../features/vacancies/vacancy-list-item.tsx';
import { VacancyPagination } from '../features/vacancies/vacancy-pagination.tsx';
import { VacancySearchForm } from '../features/vacancies/vacancy-search-form.tsx';
import { publicMessages as messages } from '../messages/public-messages.ts';
import { paths, type VacancyListSearch } from '../paths.ts';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

const modalities = ['presencial', 'remoto', 'hibrido'] as const;
type Modality = (typeof modalities)[number];
const isModality = (value: string): value is Modality => modalities.includes(value as Modality);

/**
 * Reads the list's filters from the URL (a shared search opens with the same filters),
 * dropping invalid values: text, state and municipality, categories and modalities
 * (repeated keys, at most 20 and 3), the monthly salary floor in cents, verified companies
 * only (`verified_company=true`), the page.
 */
export function readVacancySearch(params: URLSearchParams): VacancyListSearch {
  const q = params.get('q')?.trim();
  const stateId = positiveInt(params.get('state_id'));
  const municipalityId = stateId ? positiveInt(params.get('municipality_id')) : undefined;
  const categories = [
    ...new Set(
      params
        .getAll('job_category_id')
        .map(positiveInt)
        .filter((n) => n !== undefined),
    ),
  ].slice(0, 20);
  const modality = [...new Set(params.getAll('modality').filter(isModality))];
  const salaryMin = positiveInt(params.get('salary_min'));
  const verifiedOnly = params.get('verified_company') === 'true';
  const page = positiveInt(params.get('page'));
  return {
    ...(q ? { q } : {}),
    ...(stateId ? { state_id: stateId } : {}),
    ...(municipalityId ? { municipality_id: municipalityId } : {}),
    ...(categories.length ? { job_category_id: categories } : {}),
    ...(modality.length ? { modality } : {}),
    ...(salaryMin ? { salary_min: salaryMin } : {}),
    ...(verifiedOnly ? { verified_company: true } : {}),
    ...(page ? { page } : {}),
  };
}

function toApiParams(search: VacancyListSearch): VacancySearchParams {
  return { ...search, page: search.page ?? 1, per_page: 15 };
}

/**
 * Loads the results, the states (the state filter's options) and, when they show, the place and
 * area filters in parallel, so that the screen renders once, complete; a failed states request leaves
 * the filter without options rather than failing the screen.
 */
export function vacanciesLoader({ api, queryClient }: AppContext) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = readVacancySearch(new URL(request.url).searchParams);
    await Promise.all([
      // The place and area filters' code, when they show from the start (a wide screen, or the
      // URL uses them): loaded with the data, so the form renders once, complete.
      showsAdvancedFilters(search) ? loadAdvancedFilters() : null,
      queryClient.prefetchQuery(statesQueryOptions(api)),
      queryClient.prefetchQuery(listJobCategoriesQueryOptions(api)),
      queryClient.ensureQueryData(searchVacanciesQueryOptions(api, toApiParams(search))),
    ]);
    return null;
  };
}

function ResultsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-3">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i}>
          <Skeleton className="h-32 w-full" />
        </li>
      ))}
    </ul>
  );
}

/** The vacancy list screen. */
export function VacanciesRoute() {
  const { api } = useAppContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readVacancySearch(params);
  const results = useQuery(searchVacanciesQueryOptions(api, toApiParams(search)));
  const states = useQuery(statesQueryOptions(api));
  const categories = useQuery(listJobCategoriesQueryOptions(api));

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {messages.vacancies.title}
        </h1>
        <p className="text-muted-foreground">{messages.vacancies.lead}</p>
      </div>
      <VacancySearchForm
        key={params.toString()}
        value={search}
        states={states.data ?? []}
        categories={categories.data ?? []}
        onSearch={(next) => navigate(paths.vacancies.href(next))}
      />
      <section aria-labelledby="resultados" aria-busy={results.isFetching} className="grid gap-4">
        <h2
          id="resultados"
          className="text-sm font-medium text-muted-foreground"
          aria-live="polite"
        >
          {results.data
            ? messages.vacancies.results(results.data.meta.total, results.data.meta.total_capped)
            : messages.vacancies.loading}
        </h2>
        {!results.data ? (
          <ResultsSkeleton />
        ) : results.data.data.length === 0 ? (
          <EmptyState
            title={messages.vacancies.emptyTitle}
            description={messages.vacancies.emptyText}
          />
        ) : (
          <ul className="grid gap-3">
            {results.data.data.map((vacancy) => (
              <VacancyListItem key={vacancy.id} vacancy={vacancy} />
            ))}
          </ul>
        )}
        {results.data ? (
          <VacancyPagination
            meta={results.data.meta}
            hrefFor={(page) => paths.vacancies.href({ ...search, page })}
          />
        ) : null}
      </section>
    </div>
  );
}

export { VacanciesRoute as Component };
