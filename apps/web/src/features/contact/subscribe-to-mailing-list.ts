/**
 * `POST /api/v1/mailing-list` (operation `subscribeToMailingList`): the
 * mailing-list subscription (`user_emails`, `token`).
 */
import {
  executeMutation,
  subscribeToMailingListMutationOptions,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';

/** Body of the subscription. */
export type MailingListInput = components['schemas']['MailingListInput'];

/**
 * Subscribes addresses; addresses already subscribed are ignored by the server.
 *
 * @returns the server's Spanish confirmation.
 * @throws {ApiError} 400/422 with field errors (`user_emails`, `user_emails.0`), 429 when throttled.
 */
export async function subscribeToMailingList(
  api: JornadaClient,
  queryClient: QueryClient,
  input: MailingListInput,
): Promise<string> {
  const options = subscribeToMailingListMutationOptions(api, queryClient);
  const answer = await executeMutation(queryClient, options, input);
  return answer.message;
}

/** The mutation behind the subscription form, on the app's API client. */
export function useSubscribeToMailingList() {
  const { api, queryClient } = useAppContext();
  return useMutation({
    mutationFn: (input: MailingListInput) => subscribeToMailingList(api, queryClient, input),
  });
}
