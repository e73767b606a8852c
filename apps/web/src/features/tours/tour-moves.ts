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
import { useToast } from '@jornada/ui';
import { useMutation } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages.ts';
import type { TourStatus } from './tour-status.ts';

type Tour = components['schemas']['Tour'];

const m = messages.tours;

/** The label of the button that moves a tour to `to` ('Iniciar recorrido'…). */
export function moveLabel(to: TourStatus): string {
  return m.moves[to];
}

/**
 * Sends a move; `move` resolves to the moved tour, or null when it failed (after a toast);
 * `pending` is the status being sent, if any.
 */
export function useTourMove() {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const mutation = useMutation(updateTourStatusMutationOptions(api, queryClient));
  const move = async (tour: Tour, status: TourStatus): Promise<Tour | null> => {
    try {
      const moved = await mutation.mutateAsync({ tourId: tour.id, status });
      queryClient.setQueryData(getTourQueryOptions(api, moved.id).queryKey, moved);
      toast({ title: m.moved(m.statuses[moved.status]), variant: 'success' });
      return moved;
    } catch (error) {
      toast({ title: m.moveError, description: errorText(error), variant: 'danger' });
      return null;
    }
  };
  return { move, pending: mutation.isPending ? mutation.variables?.status : undefined };
}
