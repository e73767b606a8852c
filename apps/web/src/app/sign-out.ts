/**
 * Signing out: the server revokes the access token
 * (`POST /oauth/revoke`, which also closes the realtime sockets opened with
 * it), and the app forgets token, flag, user and every cached query. The
 * local part never waits for the network: signing out works offline too.
 */
import { revokeToken } from '@jornada/api-client';
import type { AppContext } from './app-context.ts';

/**
 * Forgets what the driver's pages keep on the device for offline use (passenger names among it;
 * docs/decisions/0017-fleet-map.md). Unsent changes (`jornada.driver.outbox.*`: ids, states,
 * positions) stay and are sent when the same person signs in again.
 */
function forgetSavedData(): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('jornada.driver.cache.')) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was saved either.
  }
}

/**
 * Signs the person out in this tab (and, through the session store, in the
 * others).
 *
 * @param onRevokeError - called when the server could not be told (the token
 * then only expires); sign-out happens anyway.
 * @returns the revocation request, settled (never rejects).
 */
export function signOut(
  { api, session, queryClient }: Pick<AppContext, 'api' | 'session' | 'queryClient'>,
  onRevokeError: (error: unknown) => void = () => {},
): Promise<void> {
  const token = session.getToken();
  session.signOut();
  queryClient.clear();
  forgetSavedData();
  if (!token) return Promise.resolve();
  return revokeToken(api, { token }).catch(onRevokeError);
}
