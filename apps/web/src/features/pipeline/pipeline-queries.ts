/**
 * What the pipeline screens read (docs/decisions/0028-applications-pipeline.md
 * "Paging"; contract decisions 51 and 55), one definition shared by the route loaders and the
 * screens so that what a loader prefetches is what the screen shows:
 * - the company's vacancies, every page (the selector and the interviews calendar);
 * - one board column: the applications in one status, {@link columnPageSize} at a time, more on
 *   «Cargar más»;
 * - the table: one server page of the whole list, searched and sorted on the server, its state
 *   (page, per page, search, sort, status) in the URL.
 */
import {
  listCompanyJobApplicationsInfiniteQueryOptions,
  listCompanyJobApplicationsQueryOptions,
  listCompanyVacanciesInfiniteQueryOptions,
  type JornadaClient,
  type QueryParams,
} from '@jornada/api-client';
import type { ServerTableDefaults, ServerTableState } from '@jornada/ui';
import { pageParams } from '../../records/company-record-list.ts';
import type { ApplicationStatus } from './pipeline-statuses.ts';

/** The company's vacancies, page after page (read whole with `useAllPages`). */
export const pipelineVacanciesQuery = (api: JornadaClient, companyId: number) =>
  listCompanyVacanciesInfiniteQueryOptions(api, companyId, { per_page: 50 });

/** How many cards a board column shows at first, and adds on each «Cargar más». */
export const columnPageSize = 20;

/**
 * The applications of one board column: those in `status`, of the vacancy `vacancyId` or, with
 * 0, of every vacancy of the company; newest first.
 */
export const pipelineColumnQuery = (
  api: JornadaClient,
  companyId: number,
  vacancyId: number,
  status: ApplicationStatus,
) =>
  listCompanyJobApplicationsInfiniteQueryOptions(api, companyId, {
    status,
    per_page: columnPageSize,
    ...(vacancyId ? { vacancy_id: vacancyId } : {}),
  });

type TableSort = NonNullable<QueryParams<'listCompanyJobApplications'>['sort']>;

/** The table's sortable columns; each is a `sort` of the contract (contract decision 55). */
export const tableSorts = [
  'name',
  '-name',
  'match_score',
  '-match_score',
  'expected_salary',
  '-expected_salary',
  'created_at',
  '-created_at',
] as const satisfies readonly TableSort[];

/**
 * The table's URL state: `?estado=` filters by one status; the sort keys are the column ids of
 * `pipeline-table.tsx`; 25 rows a page unless the URL says 10 or 50.
 */
export const tableDefaults = {
  perPage: 25,
  perPageOptions: [10, 25, 50],
  filterKeys: ['estado'],
  sortKeys: ['name', 'match_score', 'expected_salary', 'created_at'],
} as const satisfies ServerTableDefaults;

/** One page of the table for a table state, of one vacancy or (with 0) of every vacancy. */
export const pipelineTableQuery = (
  api: JornadaClient,
  companyId: number,
  vacancyId: number,
  state: ServerTableState,
) => {
  const status = state.filters.estado?.[0] as ApplicationStatus | undefined;
  return listCompanyJobApplicationsQueryOptions(api, companyId, {
    ...pageParams(state, tableSorts),
    ...(status ? { status } : {}),
    ...(vacancyId ? { vacancy_id: vacancyId } : {}),
  });
};
