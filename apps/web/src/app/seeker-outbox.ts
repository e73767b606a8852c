/**
 * The seeker's actions taken offline (decision 0026), an outbox of the app's
 * one kind (app/outbox.ts): saving or un-saving a vacancy and confirming an interview wait on the
 * device, in order, and are sent once when the connection returns. A change the server refuses
 * for good (the vacancy was withdrawn, the interview moved) is dropped and said in a toast by
 * the screen that listens ({@link SeekerOutbox.onRefused}).
 */
import {
  bookmarksKeys,
  bookmarkVacancyMutationOptions,
  confirmInterviewMutationOptions,
  executeMutation,
  interviewsKeys,
  isApiError,
  unbookmarkVacancyMutationOptions,
} from '@jornada/api-client';
import type { AppContext } from './app-context.ts';
import { createOutbox, keepFlushing, type Outbox } from './outbox.ts';

/** One action taken offline. */
export type SeekerChange =
  | { type: 'bookmark'; vacancyId: number }
  | { type: 'unbookmark'; vacancyId: number }
  | { type: 'confirmInterview'; interviewId: number; slot?: string };

/** The seeker's outbox. */
export type SeekerOutbox = Outbox<SeekerChange>;

/** The storage key of a user's queued actions. */
export const seekerOutboxKey = (userId: number) => `jornada.seeker.outbox.v1.${userId}`;

const outboxes = new WeakMap<AppContext['queryClient'], { userId: number; outbox: SeekerOutbox }>();

/**
 * Whether the server already has what the change asked for: saving a vacancy already saved
 * (409) or removing one already gone (404) is a replay of the same wish, not a refusal.
 */
function alreadyDone(change: SeekerChange, error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    (change.type === 'bookmark' && error.status === 409) ||
    (change.type === 'unbookmark' && error.status === 404)
  );
}

/**
 * The signed-in seeker's outbox (one per query client and user), flushing now, when the browser
 * comes back online and every 30 s while actions wait; the bookmarks and interviews refresh once
 * it empties.
 * @param context - the app's API client and query cache.
 * @param userId - the signed-in user's id (the queue is per user).
 */
export function seekerOutbox(
  context: Pick<AppContext, 'api' | 'queryClient'>,
  userId: number,
): SeekerOutbox {
  const known = outboxes.get(context.queryClient);
  if (known?.userId === userId) return known.outbox;
  const { api, queryClient } = context;
  // The mutations' own invalidations run after each send; `networkMode: 'always'` because the
  // outbox decides when to send.
  const once = { networkMode: 'always' as const };
  const outbox = createOutbox<SeekerChange>({
    storage: localStorage,
    key: seekerOutboxKey(userId),
    send: async (change) => {
      try {
        if (change.type === 'bookmark')
          await executeMutation(
            queryClient,
            { ...bookmarkVacancyMutationOptions(api, queryClient), ...once },
            change.vacancyId,
          );
        else if (change.type === 'unbookmark')
          await executeMutation(
            queryClient,
            { ...unbookmarkVacancyMutationOptions(api, queryClient), ...once },
            change.vacancyId,
          );
        else
          await executeMutation(
            queryClient,
            { ...confirmInterviewMutationOptions(api, queryClient), ...once },
            {
              interviewId: change.interviewId,
              ...(change.slot ? { slot: change.slot } : {}),
            },
          );
      } catch (error) {
        if (!alreadyDone(change, error)) throw error;
      }
    },
    onDrained: () => {
      void queryClient.invalidateQueries({ queryKey: bookmarksKeys.all });
      void queryClient.invalidateQueries({ queryKey: interviewsKeys.all });
    },
  });
  outboxes.set(queryClient, { userId, outbox });
  keepFlushing(outbox);
  return outbox;
}

/**
 * Whether a vacancy is saved once the queue is sent: its last queued bookmark change, else
 * what the server said.
 * @param entries - the queued changes, oldest first.
 * @param vacancyId - the vacancy.
 * @param savedOnServer - whether the cached bookmarks list has it.
 */
export function savedAfterQueue(
  entries: readonly SeekerChange[],
  vacancyId: number,
  savedOnServer: boolean,
): boolean {
  const last = entries.findLast(
    (change) =>
      (change.type === 'bookmark' || change.type === 'unbookmark') &&
      change.vacancyId === vacancyId,
  );
  return last ? last.type === 'bookmark' : savedOnServer;
}
