/**
 * Turns on the signed-in seeker's offline use (decision 0026): their kept
 * answers are put back into the cache and saved as they change (seeker-cache.ts), and their
 * outbox starts sending what waits (seeker-outbox.ts).
 */
import { useEffect } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { seekerCache } from './seeker-cache.ts';
import { seekerOutbox, type SeekerOutbox } from '../../app/seeker-outbox.ts';

/**
 * The seeker's outbox, with the kept answers restored and saved while mounted.
 * @param userId - the signed-in user's id; `null` for a visitor (no outbox).
 */
export function useSeekerOffline(userId: number | null): SeekerOutbox | null {
  const context = useAppContext();
  const { queryClient } = context;
  if (userId !== null) seekerCache.restore(queryClient, userId);
  useEffect(
    () => (userId === null ? undefined : seekerCache.persist(queryClient, userId)),
    [queryClient, userId],
  );
  return userId === null ? null : seekerOutbox(context, userId);
}
