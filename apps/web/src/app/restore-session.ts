/**
 * Spec section 4 "Login": with a token cookie and no session yet, the user is
 * loaded; if that fails the token is cleared, the user signed out and the
 * error reported.
 */
import { authKeys, fetchCurrentUser } from '@jornada/api-client';
import type { AppContext } from './app-context.ts';
import { reportError } from './monitoring.ts';

const inFlight = new WeakMap<AppContext['session'], Promise<null>>();

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
    session.signOut();
    reportError(error);
  }
  return null;
}
