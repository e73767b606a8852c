/**
 * The spec's "POST-destroy" of a requested interview (openapi/README.md decision 11): the
 * contract declares it as `requestUserInterview` with a `{ _method: 'DELETE' }` body, so the
 * generated `requestUserInterviewMutationOptions` can send it too; this names the intent.
 */
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type JornadaClient } from '../client.ts';
import { interviewsKeys } from '../generated/queries/interviews.ts';
import { apiMutationOptions, invalidateAll } from './query-helpers.ts';

/**
 * A job seeker cancels a requested interview: a `POST` to
 * `/api/v1/users/{userId}/interviews/{vacancyId}` with `{ _method: 'DELETE', reason }`.
 * Invalidates the interview lists.
 * @throws {ApiError} 404 when there is none.
 */
export function cancelUserInterviewMutationOptions(api: JornadaClient, queryClient: QueryClient) {
  return apiMutationOptions({
    mutationKey: [...interviewsKeys.all, 'cancelUserInterview'],
    mutationFn: ({
      userId,
      vacancyId,
      reason,
    }: {
      userId: number;
      vacancyId: number;
      reason?: string;
    }) =>
      unwrap(
        api.jobs.POST('/api/v1/users/{userId}/interviews/{vacancyId}', {
          params: { path: { userId, vacancyId } },
          body: { _method: 'DELETE', ...(reason ? { reason } : {}) },
        }),
      ).then(() => undefined),
    onSuccess: () => invalidateAll(queryClient, [interviewsKeys.lists()]),
  });
}
