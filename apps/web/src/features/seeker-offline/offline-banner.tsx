/**
 * The seeker's offline banner: while the browser is offline, or actions still
 * wait to be sent, a status line says so with the queued count (`role="status"`, announced
 * politely). Nothing shows when online with an empty queue.
 */
import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { seekerOfflineMessages as m } from '../../messages/seeker-offline-messages.ts';
import type { SeekerOutbox } from '../../app/seeker-outbox.ts';

const noQueue = { size: () => 0, subscribe: () => () => {} };

function subscribeToConnection(listener: () => void): () => void {
  const unsubscribe = onlineManager.subscribe(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
const isOnline = () => onlineManager.isOnline() && navigator.onLine !== false;
const onlineOnServer = () => true;

/**
 * Whether the browser is online (an external store): TanStack Query's view, which changes on the
 * window's `online`/`offline` events, and the browser's own flag, which is also right for a page
 * opened without a connection, before any event (decision 0035).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, isOnline, onlineOnServer);
}

/**
 * The banner's element.
 * @param outbox - the signed-in seeker's queue; none for visitors.
 */
export function OfflineBanner({ outbox }: { outbox: SeekerOutbox | null }) {
  const online = useOnline();
  const queue = outbox ?? noQueue;
  const queued = useSyncExternalStore(queue.subscribe, queue.size, () => 0);
  const text = !online
    ? queued
      ? m.offlineQueued(queued)
      : m.offline
    : queued
      ? m.sending(queued)
      : '';
  return (
    <div role="status" className={text ? 'mb-4' : 'sr-only'}>
      {text ? (
        <p className="flex items-center gap-2 rounded-md bg-warning p-3 text-sm text-warning-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {text}
        </p>
      ) : null}
    </div>
  );
}
