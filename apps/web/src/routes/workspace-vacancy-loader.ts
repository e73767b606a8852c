/**
 * The loader of a company vacancy's pages (docs/decisions/0027-vacancy-console.md; its page and its preview): the
 * workspace's membership check, then the vacancy. One that does not exist, or belongs to another
 * company, is the 404.
 */
import { ApiError, getVacancyQueryOptions } from '@jornada/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { pageNotFound } from './page-not-found.ts';

/**
 * Loads `:vacancyId` of `:companyId` into the query cache.
 * @throws the 404 route error for a non-member, a malformed id or another company's vacancy.
 */
export function workspaceVacancyLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    const path = new URL(args.request.url).pathname;
    const vacancyId = parseId(args.params.vacancyId);
    if (vacancyId === null) throw pageNotFound(path);
    try {
      const vacancy = await context.queryClient.ensureQueryData(
        getVacancyQueryOptions(context.api, vacancyId),
      );
      if (vacancy.company.id !== companyId) throw pageNotFound(path);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}
