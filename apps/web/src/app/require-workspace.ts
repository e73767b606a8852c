/**
 * The membership check of the company workspace's loaders (a company is entered
 * only by a member; docs/decisions/0013-company-workspace-routes.md). A visitor, a non-member and
 * a malformed id all get the same 404, so that the answer does not tell whether a company exists.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { pageNotFound } from '../routes/page-not-found.ts';
import type { AppContext } from './app-context.ts';
import { canEnterWorkspace, isAdmin, isWorkforce, parseId } from './company-access.ts';
import { restoreSession } from './restore-session.ts';

/**
 * Resolves to the company id of `/empresa/:companyId/…` when the session's user may enter it.
 * @throws the 404 route error (`pageNotFound`) otherwise.
 */
export async function requireWorkspace(
  context: AppContext,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): Promise<number> {
  // Runs in parallel with the root loader, which may still be restoring the session.
  await restoreSession(context);
  const companyId = parseId(params.companyId);
  if (companyId === null || !canEnterWorkspace(context.session.getSnapshot().user, companyId))
    throw pageNotFound(new URL(request.url).pathname);
  return companyId;
}

/** The 404 unless the session's user is an employee or a driver (/mi-trabajo). */
export async function requireWorkforce(
  context: AppContext,
  { request }: Pick<LoaderFunctionArgs, 'request'>,
): Promise<void> {
  await restoreSession(context);
  if (!isWorkforce(context.session.getSnapshot().user))
    throw pageNotFound(new URL(request.url).pathname);
}

/** The 404 unless the session's user is an administrator (/admin). */
export async function requireAdmin(
  context: AppContext,
  { request }: Pick<LoaderFunctionArgs, 'request'>,
): Promise<void> {
  await restoreSession(context);
  if (!isAdmin(context.session.getSnapshot().user))
    throw pageNotFound(new URL(request.url).pathname);
}
