/**
 * The seeker's offline banner (issue 23 item 3): while the browser is offline, or actions still
 * wait to be sent, a status line says so with the queued count (`role="status"`, announced
 * politely). Nothing shows when online with an empty queue.
 */
import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { seekerOfflineMessages as m } from '../../seeker-offline-messages.ts';
import type { SeekerOutbox } from '../../app/seeker-outbox.ts';

const noQueue = { size: () => 0, subscribe: () => () => {} };

/** Whether TanStack Query believes the browser is online (an external store). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
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
