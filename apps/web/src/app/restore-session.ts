/**
 * With a token cookie and no session yet, the user is
 * loaded; if the server refuses the token (401/403) it is cleared, the user
 * signed out and the error reported. Without a network (no answer at all, or a
 * server error) nothing is thrown away: the token stays, a user the app still
 * holds is kept, and the next navigation tries again (the offline
 * reload; docs/decisions/0035-first-load.md).
 */
import { authKeys, fetchCurrentUser, isApiError, type User } from '@jornada/api-client';
import type { AppContext } from './app-context.ts';
import { reportError } from './monitoring.ts';

const inFlight = new WeakMap<AppContext['session'], Promise<null>>();

/**
 * Whether a failed session check means the token is no good (the server answered 401 or 403),
 * as opposed to the check not reaching a working server (offline, a timeout, a 5xx).
 */
export function isRefusedToken(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/**
 * Loads the user for a token cookie without a session; never throws. Loaders that run in
 * parallel with the root loader (the company workspace's membership check) call it too: they
 * share one request.
 */
export function restoreSession(context: AppContext): Promise<null> {
  const pending = inFlight.get(context.session);
  if (pending) return pending;
  const promise = restore(context).finally(() => inFlight.delete(context.session));
  inFlight.set(context.session, promise);
  return promise;
}

async function restore({ api, session, queryClient }: AppContext): Promise<null> {
  const token = session.getToken();
  if (!token) {
    if (session.getSnapshot().isAuthenticated) session.signOut();
    return null;
  }
  if (session.getSnapshot().isAuthenticated) return null;
  try {
    const user = await fetchCurrentUser(api, token);
    session.setUser(user);
    queryClient.setQueryData(authKeys.getCurrentUser(), user);
  } catch (error) {
    if (isRefusedToken(error)) {
      session.signOut();
      reportError(error);
      return null;
    }
    // No network (or a server in trouble): the token is still good as far as anyone knows.
    // A user already loaded in this page (the query cache) is kept; otherwise the page opens
    // as a visitor's and the next navigation checks again.
    const cached = queryClient.getQueryData<User>(authKeys.getCurrentUser());
    if (cached) session.setUser(cached);
  }
  return null;
}
