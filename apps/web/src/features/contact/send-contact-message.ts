/**
 * `POST /api/v1/contact` (operation `sendContactMessage`) and
 * `POST /api/v1/company-contact` (operation `sendCompanyContactMessage`):
 * the contact forms. Both take the same body.
 */
import {
  executeMutation,
  sendCompanyContactMessageMutationOptions,
  sendContactMessageMutationOptions,
  type components,
  type JornadaClient,
} from '@jornada/api-client';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';

/** Body of both contact calls: name, email, subject, phone, token. */
export type ContactInput = components['schemas']['ContactInput'];

/** Who writes: a person (`/contacto`) or a company (`/empresas`, `/contacto`). */
export type ContactKind = 'person' | 'company';

/**
 * Sends a contact message.
 *
 * @returns the server's Spanish confirmation.
 * @throws {ApiError} 400/422 with field errors, 429 when throttled.
 */
export async function sendContactMessage(
  api: JornadaClient,
  queryClient: QueryClient,
  kind: ContactKind,
  input: ContactInput,
): Promise<string> {
  const options =
    kind === 'company'
      ? sendCompanyContactMessageMutationOptions(api, queryClient)
      : sendContactMessageMutationOptions(api, queryClient);
  const answer = await executeMutation(queryClient, options, input);
  return answer.message;
}

/** The mutation behind the contact forms, on the app's API client. */
export function useSendContactMessage(kind: ContactKind) {
  const { api, queryClient } = useAppContext();
  return useMutation({
    mutationFn: (input: ContactInput) => sendContactMessage(api, queryClient, kind, input),
  });
}
