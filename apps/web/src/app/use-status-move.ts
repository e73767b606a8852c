/**
 * Moving a record along its life (a ticket, a tour, a service or revision order): sends the
 * generated update mutation with the new status, puts the moved record in its page's cache, and
 * says how it went in a toast (the server's Spanish message when it refuses, e.g. a record that
 * moved meanwhile). Which moves a record may make is the server's business (`next_statuses`).
 */
import type { ApiError, JornadaClient } from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  useMutation,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useAppContext } from './app-context.ts';
import { errorText } from './error-text.ts';

/** What {@link useStatusMove} sends and says. */
export interface StatusMoveOptions<TSaved extends { id: number }, TVariables> {
  /** The generated mutation options that send the move, e.g. `updateTicketMutationOptions`. */
  mutation: (
    api: JornadaClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<TSaved, ApiError, TVariables>;
  /** The success toast's title, from the moved record. */
  moved: (saved: TSaved) => string;
  /** The failure toast's title; its description is the server's message. */
  failed: string;
  /**
   * The generated query options of the record's page, e.g. `getTicketQueryOptions`: the moved
   * record replaces the cached one at once. Without it only the mutation's invalidations run.
   */
  detailQuery?: (api: JornadaClient, id: number) => { queryKey: QueryKey };
}

/**
 * Sends status moves (see the module's comment). `move` resolves to the moved record, or null
 * when the move failed (after the failure toast); `pending` is the status being sent, if any.
 */
export function useStatusMove<
  TSaved extends { id: number },
  TVariables extends { status?: string | undefined },
>({
  mutation: mutationOptions,
  moved,
  failed,
  detailQuery,
}: StatusMoveOptions<TSaved, TVariables>) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const mutation = useMutation(mutationOptions(api, queryClient));
  const move = async (variables: TVariables): Promise<TSaved | null> => {
    try {
      const saved = await mutation.mutateAsync(variables);
      if (detailQuery) queryClient.setQueryData(detailQuery(api, saved.id).queryKey, saved);
      toast({ title: moved(saved), variant: 'success' });
      return saved;
    } catch (error) {
      toast({ title: failed, description: errorText(error), variant: 'danger' });
      return null;
    }
  };
  const pending: TVariables['status'] | undefined = mutation.isPending
    ? mutation.variables?.status
    : undefined;
  return { move, pending };
}
