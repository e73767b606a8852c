/**
 * The loader of a company record's own page (`/empresa/{companyId}/…/{recordId}`): the workspace
 * membership check, then the record through its query options; a bad id, a record that does not
 * exist, or one of another company is the not-found page, never a hint that
 * it exists.
 */
import { ApiError } from '@jornada/api-client';
import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { pageNotFound } from './page-not-found.ts';

/**
 * A loader for the record named by route parameter `param`.
 * @param queryOptions the record's `get…QueryOptions(api, id)`; its answer carries `company_id`.
 * @throws (from the loader) the 404 route response, or the API's other errors (the error screen).
 */
export function companyRecordLoader<T extends { company_id: number }, K extends QueryKey>(
  context: AppContext,
  param: string,
  queryOptions: (api: AppContext['api'], id: number) => EnsureQueryDataOptions<T, ApiError, T, K>,
) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const id = parseId(args.params[param]);
    if (id === null) throw pageNotFound(path);
    try {
      const record = await context.queryClient.ensureQueryData(queryOptions(context.api, id));
      if (record.company_id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}
