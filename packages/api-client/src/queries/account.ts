/**
 * The one `auth` operation the generator leaves out (scripts/render-queries.ts `handWritten`):
 * `requestPasswordResetEmail` is a GET that sends an e-mail, so it is a mutation here, with the
 * strict percent-encoding the spec asks for.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { authKeys } from '../generated/queries/auth.ts';
import { apiMutationOptions, type QueryParams } from './query-helpers.ts';

/** Query of `GET /api/v1/reset-password-email` (`email`, `service`). */
export type PasswordResetEmailParams = QueryParams<'requestPasswordResetEmail'>;

/**
 * Asks for the password-reset e-mail: `GET /api/v1/reset-password-email?email=…&service=…`
 * (`requestPasswordResetEmail`, public). The e-mail is URL-encoded, so
 * `ana+empleo@correo.mx` is sent as `ana%2Bempleo%40correo.mx`. Answers 202 whether or not the
 * address exists.
 * @throws {ApiError} 429 when throttled, 400 for a malformed address.
 */
export function requestPasswordResetEmail(
  api: JornadaClient,
  params: PasswordResetEmailParams,
  signal?: AbortSignal,
): Promise<void> {
  return unwrap(
    api.main.GET('/api/v1/reset-password-email', {
      params: { query: params },
      // : strict percent-encoding, also of the reserved characters (`+`, `@`).
      querySerializer: { allowReserved: false },
      ...(signal ? { signal } : {}),
    }),
  ).then(() => undefined);
}

/** Mutation options for {@link requestPasswordResetEmail}. */
export function requestPasswordResetEmailMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: [...authKeys.all, 'requestPasswordResetEmail'],
    mutationFn: (params: PasswordResetEmailParams) => requestPasswordResetEmail(api, params),
  });
}
