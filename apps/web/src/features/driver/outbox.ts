/**
 * The driver's outbox (docs/decisions/0017-fleet-map.md), an outbox of the app's one kind
 * (app/outbox.ts): changes made on the device (a passenger boarded, a tour started or finished,
 * a position) are kept in order in `localStorage` and sent one at a time, at once when online
 * and again when the browser comes back online. Each carries the device's `recorded_at`; the
 * server takes replays idempotently (decision 38).
 */
import {
  executeMutation,
  sendUnitPositionMutationOptions,
  updateTourPassengerMutationOptions,
  updateTourStatusMutationOptions,
  type components,
} from '@jornada/api-client';
import type { AppContext } from '../../app/app-context.ts';
import {
  createOutbox as createAppOutbox,
  isTransient,
  keepFlushing,
  type Outbox as AppOutbox,
  type OutboxOptions,
} from '../../app/outbox.ts';

type Schemas = components['schemas'];

/** One change waiting to reach the server. */
export type OutboxChange =
  | {
      kind: 'passenger';
      tourId: number;
      passengerId: number;
      body: Schemas['PassengerBoardingInput'];
    }
  | { kind: 'status'; tourId: number; body: Schemas['TourStatusInput'] }
  | { kind: 'position'; unitId: number; body: Schemas['UnitPositionInput'] };

/** The queue of the driver's changes. */
export type Outbox = AppOutbox<OutboxChange>;

export { isTransient };

/** Creates the driver's outbox over `storage` (the app's one outbox, app/outbox.ts). */
export function createOutbox(options: OutboxOptions<OutboxChange>): Outbox {
  return createAppOutbox(options);
}

const outboxes = new WeakMap<AppContext['queryClient'], { userId: number; outbox: Outbox }>();

/**
 * The outbox of the signed-in driver (one per query client and user), sending through the
 * generated mutations without their list invalidations (the screens refresh once it drains),
 * and flushing whenever the browser comes back online ({@link keepFlushing}).
 */
export function driverOutbox(context: Pick<AppContext, 'api' | 'queryClient'>, userId: number) {
  const known = outboxes.get(context.queryClient);
  if (known?.userId === userId) return known.outbox;
  const { api, queryClient } = context;
  const once = { onSuccess: undefined, networkMode: 'always' as const };
  const outbox = createOutbox({
    storage: localStorage,
    key: `jornada.driver.outbox.v1.${userId}`,
    send: (change) => {
      switch (change.kind) {
        case 'passenger':
          return executeMutation(
            queryClient,
            { ...updateTourPassengerMutationOptions(api, queryClient), ...once },
            { tourId: change.tourId, passengerId: change.passengerId, ...change.body },
          );
        case 'status':
          return executeMutation(
            queryClient,
            { ...updateTourStatusMutationOptions(api, queryClient), ...once },
            { tourId: change.tourId, ...change.body },
          );
        case 'position':
          return executeMutation(
            queryClient,
            { ...sendUnitPositionMutationOptions(api, queryClient), ...once },
            { unitId: change.unitId, ...change.body },
          );
      }
    },
    onDrained: () => void queryClient.invalidateQueries({ queryKey: ['tours'] }),
  });
  outboxes.set(context.queryClient, { userId, outbox });
  keepFlushing(outbox);
  return outbox;
}
