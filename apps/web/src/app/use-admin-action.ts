/**
 * Runs one of the console's actions (docs/decisions/0027-vacancy-console.md; verify, authorise, approve…) with the
 * generated mutation options, and says how it went in a toast: the given success title, or the
 * server's Spanish message under `failed`. An action that can be taken back names its reverse,
 * and its success toast offers «Deshacer» (app/action-feedback.ts), which sends the reverse.
 */
import type { ApiError, JornadaClient } from '@jornada/api-client';
import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useActionFeedback } from './action-feedback.ts';
import { useAppContext } from './app-context.ts';

/** The reverse of an action, sent by the «Deshacer» of its success toast. */
export interface AdminUndo<TData, TVariables> {
  /** What puts things back, e.g. `{ companyId, verified_company: false }`. */
  variables: TVariables;
  /** The toast's title once undone. */
  done: (data: TData) => string;
}

/**
 * A function that sends `variables` through `options` and toasts; it resolves to the answer, or
 * null after the failure toast.
 * @param options - the generated mutation options, e.g. `verifyCompanyMutationOptions`.
 * @param failed - the failure toast's title.
 */
export function useAdminAction<TData, TVariables>(
  options: (
    api: JornadaClient,
    queryClient: QueryClient,
  ) => UseMutationOptions<TData, ApiError, TVariables>,
  failed: string,
) {
  const { api, queryClient } = useAppContext();
  const feedback = useActionFeedback();
  const mutation = useMutation(options(api, queryClient));
  const run = async (
    variables: TVariables,
    done: (data: TData) => string,
    undo?: AdminUndo<TData, TVariables>,
  ): Promise<TData | null> => {
    try {
      const data = await mutation.mutateAsync(variables);
      feedback.succeeded(done(data), undo ? () => void run(undo.variables, undo.done) : undefined);
      return data;
    } catch (error) {
      feedback.failed(error, failed);
      return null;
    }
  };
  return { run, pending: mutation.isPending };
}
