/**
 * The real-time connection of the signed-in user:
 * opened while signed in, closed on sign-out; new notifications refresh the
 * bell's queries, and so does every reconnection (after a deploy or an outage the client
 * reconnects by itself, and what arrived meanwhile is fetched; the server sends the unread count
 * on every connection); the hub of the app context (realtime-hub.ts) passes every other event on to
 * the screens that subscribe.
 */
import { createRealtimeClient, notificationKeys, type RealtimeClient } from '@jornada/api-client';
import type { AppContext } from './app-context.ts';
import { onReopen } from './on-reopen.ts';

/**
 * Creates the client for the configured websocket host (`VITE_REALTIME_URL`,
 * default: this origin) and keeps it in step with the session.
 */
export function startRealtime({
  session,
  queryClient,
  realtime,
}: Pick<AppContext, 'session' | 'queryClient' | 'realtime'>): RealtimeClient {
  const client = createRealtimeClient({
    url: import.meta.env.VITE_REALTIME_URL ?? window.location.origin,
    getToken: session.getToken,
  });
  client.subscribe('notifications.count', (count) => {
    queryClient.setQueryData(notificationKeys.count(), (old: { total?: number } | undefined) => ({
      ...old,
      ...count,
    }));
  });
  client.subscribe(
    'notification.created',
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  client.subscribe(
    'notification.read',
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  // Reopened after a gap: notifications may have been created meanwhile.
  onReopen(
    client.state,
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  realtime?.attach(client);
  const sync = () =>
    session.getSnapshot().isAuthenticated ? client.connect() : client.disconnect();
  session.subscribe(sync);
  sync();
  return client;
}
