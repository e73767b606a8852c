/**
 * Runs one of the console's actions (verify, authorise, approve…, issue 16 item 6) with the
 * generated mutation options, and says how it went in a toast: the given success title, or the
 * server's Spanish message under `failed`.
 */
import type { ApiError, JornadaClient } from '@jornada/api-client';
import { useMutation, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useActionFeedback } from './action-feedback.ts';
import { useAppContext } from './app-context.ts';

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
  const run = async (variables: TVariables, done: (data: TData) => string) => {
    try {
      const data = await mutation.mutateAsync(variables);
      feedback.succeeded(done(data));
      return data;
    } catch (error) {
      feedback.failed(error, failed);
      return null;
    }
  };
  return { run, pending: mutation.isPending };
}
