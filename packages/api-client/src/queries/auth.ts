/**
 * Sign-in (password grant) and the current user.
 */
import { unwrap, type JornadaClient } from '../client.ts';
import type { TokenResponse } from '../models.ts';
import { apiQueryOptions } from './query-helpers.ts';

/** The web app's public OAuth client id, sent without a secret (openapi/README.md "Authentication"). */
export const webClientId = 'jornada-web';

/** Query keys of the session (the current user). */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};

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

/** The signed-in user: `GET /api/v1/user` (operation `getCurrentUser`), fresh for 5 minutes. @throws {ApiError} 401 when the token is missing or expired. */
export function currentUserQueryOptions(api: JornadaClient) {
  return apiQueryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => unwrap(api.main.GET('/api/v1/user', { signal })).then((r) => r.data),
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Loads the current user with a given token (right after the password grant,
 * before the session stores it). `GET /api/v1/user`.
 * @throws {ApiError} 401 when the token is not valid.
 */
export async function fetchCurrentUser(api: JornadaClient, accessToken: string) {
  const response = await unwrap(
    api.main.GET('/api/v1/user', { headers: { authorization: `Bearer ${accessToken}` } }),
  );
  return response.data;
}
