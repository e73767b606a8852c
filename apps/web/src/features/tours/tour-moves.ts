/**
 * Moving a tour along its life (`updateTourStatus`): the move's button label, and a hook that
 * sends it and says how it went in a toast (the server's message when it refuses, e.g. a tour
 * that moved meanwhile).
 */
import {
  getTourQueryOptions,
  updateTourStatusMutationOptions,
  type components,
} from '@jornada/api-client';
import { useStatusMove } from '../../app/use-status-move.ts';
import { messages } from '../../messages/messages.ts';
import type { TourStatus } from './tour-status.ts';

type Tour = components['schemas']['Tour'];

const m = messages.tours;

/** The label of the button that moves a tour to `to` ('Iniciar recorrido'…). */
export function moveLabel(to: TourStatus): string {
  return m.moves[to];
}

/**
 * Sends a move (app/use-status-move.ts); `move` resolves to the moved tour, or null when it failed
 * (after a toast); `pending` is the status being sent, if any.
 */
export function useTourMove() {
  const { move, pending } = useStatusMove({
    mutation: updateTourStatusMutationOptions,
    moved: (moved) => m.moved(m.statuses[moved.status]),
    failed: m.moveError,
    detailQuery: getTourQueryOptions,
  });
  return {
    move: (tour: Tour, status: TourStatus) => move({ tourId: tour.id, status }),
    pending,
  };
}
