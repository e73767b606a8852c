/**
 * The loaders of the clock-in planning routes: the workspace's membership check (404 otherwise),
 * then the page the URL names (for a records screen) and the whole lists the screen reads beside
 * it (shifts, recesses, departments…), prefetched together into the query cache.
 */
import type { JornadaClient } from '@jornada/api-client';
import type { QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../../app/app-context.ts';
import {
  companyRecordListLoader,
  type CompanyRecordList,
} from '../../app/company-record-list.ts';
import { requireWorkspace } from '../../app/require-workspace.ts';
import { clockLists } from './use-clock-records.ts';

/** A list of {@link clockLists} by name. */
export type ClockListName = keyof typeof clockLists;

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
    const api: JornadaClient = context.api;
    await Promise.all([
      recordsLoader?.(args),
      ...lists.map((name) =>
        context.queryClient.prefetchInfiniteQuery(clockLists[name](api, companyId)),
      ),
    ]);
    return null;
  };
}
