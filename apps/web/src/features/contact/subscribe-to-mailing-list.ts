/**
 * `POST /api/v1/mailing-list` (operation `subscribeToMailingList`): the
 * mailing-list subscription of spec section 3 (`user_emails`, `token`).
 */
import { unwrap, type components, type JornadaClient } from '@jornada/api-client';
import { useMutation } from '@tanstack/react-query';
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
  input: MailingListInput,
): Promise<string> {
  const response = await unwrap(api.main.POST('/api/v1/mailing-list', { body: input }));
  return response.data.message;
}

/** The mutation behind the subscription form, on the app's API client. */
export function useSubscribeToMailingList() {
  const { api } = useAppContext();
  return useMutation({
    mutationFn: (input: MailingListInput) => subscribeToMailingList(api, input),
  });
}
