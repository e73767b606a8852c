/**
 * The driver's pages' shared state: the day (kept offline), the outbox and its count, the
 * connection, and the position sharing of the tour that runs.
 */
import { getMyFleetWorkdayQueryOptions } from '@jornada/api-client';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { useSession } from '../../app/use-session.ts';
import { persistDriverCache } from './offline-cache.ts';
import { driverOutbox } from './outbox.ts';
import { usePositionSharing } from './use-position-sharing.ts';

const isOnline = () => onlineManager.isOnline();

/** The day and what goes with it, for the signed-in driver. */
export function useDriverDay() {
  const context = useAppContext();
  const { api, queryClient } = context;
  const userId = useSession().user?.id ?? 0;
  const workday = useQuery(getMyFleetWorkdayQueryOptions(api));
  const outbox = driverOutbox(context, userId);
  const pending = useSyncExternalStore(outbox.subscribe, outbox.size);
  const online = useSyncExternalStore(onlineManager.subscribe, isOnline, () => true);
  useEffect(() => persistDriverCache(queryClient, userId), [queryClient, userId]);
  const running = workday.data?.tours.find((tour) => tour.status === 'en_curso') ?? null;
  const runningUnitId = running?.unit.id ?? null;
  const sharing = usePositionSharing(runningUnitId !== null, (fix) => {
    if (runningUnitId !== null) outbox.add({ kind: 'position', unitId: runningUnitId, body: fix });
  });
  return { context, workday, outbox, pending, online, running, sharing };
}
