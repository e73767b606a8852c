/**
 * Special cases of the `auth` tag, hand-written beside the generated query layer: the OAuth
 * password grant and revocation (form-style bodies the app builds from credentials), the current
 * user with a token that is not stored yet, and the current user kept fresh for five minutes.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import { authKeys, getCurrentUserQueryOptions } from '../generated/queries/auth.ts';
import type { TokenResponse } from '../models.ts';
import { apiMutationOptions, apiQueryOptions } from './query-helpers.ts';

/** The web app's public OAuth client id, sent without a secret (openapi/README.md "Authentication"). */
export const webClientId = 'jornada-web';

/**
 * Signs in with the password grant (`POST /oauth/token`, operation `issueToken`).
 * @throws {ApiError} 400 `invalid_grant` for wrong credentials, 429 when throttled.
 */
export function issueToken(
  api: JornadaClient,
  credentials: { username: string; password: string; clientId?: string; clientSecret?: string },
): Promise<TokenResponse> {
  return unwrap(
    api.main.POST('/oauth/token', {
      body: {
        grant_type: 'password',
        client_id: credentials.clientId ?? webClientId,
        ...(credentials.clientSecret ? { client_secret: credentials.clientSecret } : {}),
        username: credentials.username,
        password: credentials.password,
      },
    }),
  );
}

/** What {@link revokeToken} takes: the token to revoke and the client it was issued to. */
export interface RevokeTokenInput {
  /** The access token to revoke. */
  token: string;
  /** @default webClientId */
  clientId?: string;
  /** For confidential clients only. */
  clientSecret?: string;
}

/**
 * Signs out on the server: revokes an access token (`POST /oauth/revoke`, operation
 * `revokeToken`, RFC 7009; openapi/README.md decision 32). The token stops working at once and
 * its real-time sockets are disconnected. Resolves also for an unknown or expired token.
 * @throws {ApiError} 400 `invalid_request` for a malformed request, 401 `invalid_client`.
 */
export function revokeToken(api: JornadaClient, input: RevokeTokenInput): Promise<void> {
  return unwrap(
    api.main.POST('/oauth/revoke', {
      body: {
        token: input.token,
        token_type_hint: 'access_token',
        client_id: input.clientId ?? webClientId,
        ...(input.clientSecret ? { client_secret: input.clientSecret } : {}),
      },
    }),
  ).then(() => undefined);
}

/**
 * Mutation options for {@link revokeToken} (sign-out). Forgetting the token locally and
 * clearing the cached user stay with the app.
 */
export function revokeTokenMutationOptions(api: JornadaClient) {
  return apiMutationOptions({
    mutationKey: [...authKeys.all, 'revokeToken'],
    mutationFn: (input: RevokeTokenInput) => revokeToken(api, input),
  });
}

/**
 * The signed-in user, fresh for 5 minutes: the generated {@link getCurrentUserQueryOptions}
 * (`GET /api/v1/user`, key `authKeys.getCurrentUser()`) with a `staleTime`.
 * @throws {ApiError} 401 when the token is missing or expired.
 */
export function currentUserQueryOptions(api: JornadaClient) {
  return apiQueryOptions({ ...getCurrentUserQueryOptions(api), staleTime: 5 * 60 * 1000 });
}

/**
 * Loads the current user with a given token (right after the password grant,
 * before the session stores it). `GET /api/v1/user`; the app puts the answer under
 * `authKeys.getCurrentUser()`.
 * @throws {ApiError} 401 when the token is not valid.
 */
export async function fetchCurrentUser(api: JornadaClient, accessToken: string) {
  const response = await unwrap(
    api.main.GET('/api/v1/user', { headers: { authorization: `Bearer ${accessToken}` } }),
  );
  return response.data;
}
