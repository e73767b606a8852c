/**
 * The clock-in checks' outboxes (decision 39), outboxes of the app's one kind
 * (app/outbox.ts): a check is queued with its original instant (`at`) and a `client_id`, shown
 * at once (optimistic) and sent in order, now when online and again when the connection comes
 * back (and at app start, `resume-checks.ts`). 200 (already stored) and 201 clear it, a refusal
 * for good (409, 422, an expired link…) is shown and cleared, a network failure keeps it.
 *
 * Two queues: the signed-in employee's (`createAttendance`, per user) and the personal links'
 * (`createClockLinkAttendance`, the link's token travels with its check).
 */
import {
  clockInKeys,
  clockLinkKey,
  createAttendanceMutationOptions,
  createClockLinkAttendance,
  executeMutation,
  getMyClockInQueryOptions,
  isApiError,
  type ClockLink,
} from '@jornada/api-client';
import type { AppContext } from '../../app/app-context.ts';
import { createOutbox, isTransient, keepFlushing, type Outbox } from '../../app/outbox.ts';
import { applyAttendance, type Check, type ClockerEmployee } from './clock-state.ts';

/** A check of the signed-in employee (`createAttendance` with source `app`). */
export interface MyCheck {
  employeeId: number;
  check: Check;
}

/** A check through a personal link (`createClockLinkAttendance`). */
export interface LinkCheck {
  /** The link's token (after `#`). */
  token: string;
  check: Check;
}

/** A check the server refused for good, and why (in Spanish). */
export interface Refusal {
  check: Check;
  error: unknown;
}

/** An outbox of checks with the last refusal, for the screen to show. */
export interface CheckOutbox<C extends { check: Check }> extends Outbox<C> {
  /** The last refusal not yet dismissed (an external store with `subscribe`). */
  refusal: () => Refusal | null;
  dismissRefusal: () => void;
}

function withRefusals<C extends { check: Check }>(
  make: (onRefused: (change: C, error: unknown) => void) => Outbox<C>,
): CheckOutbox<C> {
  let refusal: Refusal | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const outbox = make((change, error) => {
    refusal = { check: change.check, error };
    notify();
  });
  return {
    ...outbox,
    subscribe(listener) {
      listeners.add(listener);
      const stop = outbox.subscribe(listener);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    refusal: () => refusal,
    dismissRefusal() {
      refusal = null;
      notify();
    },
  };
}

const once = { onSuccess: undefined, networkMode: 'always' as const };
const mine = new WeakMap<
  AppContext['queryClient'],
  { userId: number; outbox: CheckOutbox<MyCheck> }
>();
const links = new WeakMap<AppContext['queryClient'], CheckOutbox<LinkCheck>>();

/** The storage key of a user's checks. */
export const myChecksKey = (userId: number) => `jornada.clock.outbox.v1.${userId}`;
/** The storage key of the personal links' checks. */
export const linkChecksKey = 'jornada.clock-link.outbox.v1';

/**
 * The signed-in employee's checks (one outbox per query client and user): sent through
 * `createAttendance` without its invalidations; each answer is put into the cached
 * `getMyClockIn` at once and the clock-in queries refresh once the queue drains.
 */
export function myClockOutbox(
  context: Pick<AppContext, 'api' | 'queryClient'>,
  userId: number,
): CheckOutbox<MyCheck> {
  const known = mine.get(context.queryClient);
  if (known?.userId === userId) return known.outbox;
  const { api, queryClient } = context;
  const meKey = getMyClockInQueryOptions(api).queryKey;
  const outbox = withRefusals<MyCheck>((onRefused) =>
    createOutbox({
      storage: localStorage,
      key: myChecksKey(userId),
      send: async ({ employeeId, check }) => {
        const attendance = await executeMutation(
          queryClient,
          { ...createAttendanceMutationOptions(api, queryClient), ...once },
          { employeeId, ...check, source: 'app' },
        );
        queryClient.setQueryData(meKey, (employee: ClockerEmployee | undefined) =>
          employee ? applyAttendance(employee, check.type, attendance) : employee,
        );
      },
      onRefused,
      onDrained: () => void queryClient.invalidateQueries({ queryKey: clockInKeys.all }),
    }),
  );
  mine.set(context.queryClient, { userId, outbox });
  keepFlushing(outbox);
  return outbox;
}

/**
 * Whether a failed check through a link may succeed later: a network failure, a timeout, a rate
 * limit or server trouble. A 401 there is the link itself (no session to renew), so it is final.
 */
export function isTransientForLink(error: unknown): boolean {
  return isTransient(error) && !(isApiError(error) && error.status === 401);
}

/**
 * The personal links' checks (one outbox per query client), sent through
 * `createClockLinkAttendance`; each answer is put into the link's cached `getClockLink`.
 */
export function linkClockOutbox(
  context: Pick<AppContext, 'api' | 'queryClient'>,
): CheckOutbox<LinkCheck> {
  const known = links.get(context.queryClient);
  if (known) return known;
  const { api, queryClient } = context;
  const outbox = withRefusals<LinkCheck>((onRefused) =>
    createOutbox({
      storage: localStorage,
      key: linkChecksKey,
      send: async ({ token, check }) => {
        const result = await createClockLinkAttendance(api, token, check);
        queryClient.setQueryData(clockLinkKey(token), (link: ClockLink | undefined) =>
          link?.employee
            ? {
                ...link,
                employee: applyAttendance(
                  link.employee,
                  check.type,
                  result.attendance,
                  result.clock_status,
                ),
              }
            : link,
        );
      },
      onRefused,
      transient: isTransientForLink,
      onDrained: () =>
        void queryClient.invalidateQueries({
          queryKey: [...clockInKeys.details(), 'getClockLink'],
        }),
    }),
  );
  links.set(context.queryClient, outbox);
  keepFlushing(outbox);
  return outbox;
}
