/**
 * The loaders of the clock-in planning routes: the workspace's membership check (404 otherwise),
 * then the page the URL names (for a records screen) and the whole lists the screen reads beside
 * it (shifts, recesses, departments…), prefetched together into the query cache.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../../app/app-context.ts';
import {
  companyRecordListLoader,
  type CompanyRecordList,
} from '../../records/company-record-list.ts';
import { requireWorkspace } from '../../app/require-workspace.ts';
import { clockLists } from './use-clock-records.ts';

/** A list of {@link clockLists} by name. */
export type ClockListName = keyof typeof clockLists;

const prefetchers: Record<
  ClockListName,
  (context: AppContext, companyId: number) => Promise<void>
> = {
  shifts: ({ api, queryClient }, id) =>
    queryClient.prefetchInfiniteQuery(clockLists.shifts(api, id)),
  recesses: ({ api, queryClient }, id) =>
    queryClient.prefetchInfiniteQuery(clockLists.recesses(api, id)),
  departments: ({ api, queryClient }, id) =>
    queryClient.prefetchInfiniteQuery(clockLists.departments(api, id)),
  departmentShifts: ({ api, queryClient }, id) =>
    queryClient.prefetchInfiniteQuery(clockLists.departmentShifts(api, id)),
  employeeShifts: ({ api, queryClient }, id) =>
    queryClient.prefetchInfiniteQuery(clockLists.employeeShifts(api, id)),
};

/**
 * A route loader: membership, then the first page of each of `lists` and, with `records`, the
 * records screen's page.
 * @throws the 404 route error for a visitor or a non-member.
 */
export function clockLoader<TRecord, TParams, TKey extends QueryKey>(
  context: AppContext,
  lists: readonly ClockListName[],
  records?: CompanyRecordList<TRecord, TParams, TKey>,
) {
  const recordsLoader = records ? companyRecordListLoader(context, records) : null;
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await Promise.all([
      recordsLoader?.(args),
      ...lists.map((name) => prefetchers[name](context, companyId)),
    ]);
    return null;
  };
}
