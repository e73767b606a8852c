/**
 * A company's record list as one definition (docs/decisions/0015-company-records.md on the
 * server; this is its screen side): which URL search params are its table state, how a table
 * state becomes the API's parameters, and the generated query options that read a page. The
 * route's loader ({@link companyRecordListLoader}) and the screen ({@link useCompanyRecordList},
 * `CompanyRecordScreen`) both read the same definition, so the page the loader prefetches is the
 * page the screen shows.
 */
import type { ApiError, JornadaClient, PaginationMeta } from '@jornada/api-client';
import {
  tableStateFromSearchParams,
  type ServerTableDefaults,
  type ServerTableState,
} from '@jornada/ui';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { useAppContext } from '../app/app-context.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { oneValuePerFilter, sortParam, useTableState } from '../app/use-table-state.ts';

/** A page of a list answer. */
export interface RecordPage<TRecord> {
  data: TRecord[];
  meta: PaginationMeta;
}

/** The definition of a company's record list (see the module's comment). */
export interface CompanyRecordList<TRecord, TParams, TKey extends QueryKey = QueryKey> {
  /**
   * The URL's table state: `filterKeys` (each filter keeps one value: the API filters by one)
   * and the sortable column ids `sortKeys`.
   */
  defaults: ServerTableDefaults & { filterKeys: readonly string[] };
  /** The API parameters of a table state (see {@link pageParams}). */
  params: (state: ServerTableState) => TParams;
  /** The generated list query options, e.g. `listCompanyUnitsQueryOptions`. */
  query: (
    api: JornadaClient,
    companyId: number,
    params: TParams,
  ) => UseQueryOptions<RecordPage<TRecord>, ApiError, RecordPage<TRecord>, TKey>;
}

/**
 * Declares a list; an identity function that infers `TRecord` and `TParams` from `query`.
 * @example
 * export const unitList = defineCompanyRecordList({
 *   defaults: { filterKeys: ['status'], sortKeys: ['plate'] },
 *   params: (state) => pageParams(state, unitSorts),
 *   query: listCompanyUnitsQueryOptions,
 * });
 */
export function defineCompanyRecordList<TRecord, TParams, TKey extends QueryKey>(
  list: CompanyRecordList<TRecord, TParams, TKey>,
): CompanyRecordList<TRecord, TParams, TKey> {
  return list;
}

/**
 * `page`, `per_page`, `q` (when typed) and `sort` (when the contract's enum `sorts` lists it) of
 * a table state, in that order; add the list's filters after them.
 */
export function pageParams<TSort extends string>(state: ServerTableState, sorts: readonly TSort[]) {
  const sort = sortParam(state, sorts);
  return {
    page: state.page,
    per_page: state.perPage,
    ...(state.q ? { q: state.q } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** Every value of `values` as a sort key and its descending twin (`['name', '-name', …]`). */
export function bothDirections<const TKey extends string>(
  keys: readonly TKey[],
): Array<TKey | `-${TKey}`> {
  return keys.flatMap((key) => [key, `-${key}` as const]);
}

/**
 * The loader of a list route: the workspace's membership check (404 otherwise), then the page
 * the URL names, prefetched into the query cache.
 * @throws the 404 route error for a visitor or a non-member.
 */
export function companyRecordListLoader<TRecord, TParams, TKey extends QueryKey>(
  context: AppContext,
  list: CompanyRecordList<TRecord, TParams, TKey>,
) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const state = tableStateFromSearchParams(new URL(args.request.url).searchParams, list.defaults);
    await context.queryClient.prefetchQuery(list.query(context.api, companyId, list.params(state)));
    return null;
  };
}

/**
 * The table state kept in the URL and the page it names. Choosing a second value of a filter
 * replaces the first (the API filters by one value).
 */
export function useCompanyRecordList<TRecord, TParams, TKey extends QueryKey>(
  list: CompanyRecordList<TRecord, TParams, TKey>,
  companyId: number,
) {
  const { api } = useAppContext();
  const [state, writeState] = useTableState(list.defaults);
  const query = useQuery({
    ...list.query(api, companyId, list.params(state)),
    placeholderData: keepPreviousData,
  });
  const setState = (next: ServerTableState) =>
    writeState(oneValuePerFilter(next, state, list.defaults.filterKeys));
  return { state, setState, query };
}
