/**
 * The two public operations of a signed clock-in link (decision 39),
 * which the generator leaves out because their credential is a required header
 * (`X-Clock-Link: <token>`, scripts/render-queries.ts): `getClockLink` (what a kiosk or personal
 * link opens) and `createClockLinkAttendance` (a check through it). The token is the part of the
 * link after `#`; it is sent only in the header, never in a URL.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-error.ts';
import { unwrap, type JornadaClient } from '../client.ts';
import { clockInKeys } from '../generated/queries/clock-in.ts';
import type { components } from '../generated/schema.ts';
import { parseRetryAfter } from '../retry.ts';
import { apiMutationOptions, apiQueryOptions, type JsonBody } from './query-helpers.ts';

/** Name of the header that carries a link's token. */
export const clockLinkHeader = 'X-Clock-Link';

/** What a link opens: the company and, on a personal link, the employee with today's status. */
export type ClockLink = components['schemas']['ClockLink'];

/** The body of a check through a link (`employee_number` + `pin` or `employee_link` at a kiosk). */
export type ClockLinkAttendanceInput = JsonBody<'createClockLinkAttendance'>;

/** The answer to a check through a link: the employee, the record and the new status. */
export type ClockLinkAttendance = components['schemas']['ClockLinkAttendance'];

/** Query key of {@link getClockLinkQueryOptions} for one token (under the clock-in details). */
export const clockLinkKey = (token: string) => clockInKeys.detail('getClockLink', { token });

/**
 * Seconds a 429 answer asks to wait (`Retry-After`, seconds or an HTTP date), or null when the
 * error is no 429 or carries no usable header.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const ms = (error as ApiError & { retryAfterMs?: number | null }).retryAfterMs;
  return typeof ms === 'number' ? Math.ceil(ms / 1000) : null;
}

/** Unwraps a link call, keeping a 429's `Retry-After` on the error (`retryAfterMs`, read with {@link retryAfterSeconds}). */
async function unwrapLink<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const result = await call;
  try {
    return await unwrap(Promise.resolve(result));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      Object.assign(error, {
        retryAfterMs: parseRetryAfter(result.response.headers.get('retry-after')),
      });
    throw error;
  }
}

/**
 * Reads a signed link: `GET /clocker-api/v1/clock-link` with `X-Clock-Link` (`getClockLink`,
 * public). Resolves to its `data`.
 * @param token the link's token (after `#`).
 * @throws {ApiError} 401 when the signature does not verify, 410 when the link expired or was
 *   revoked, 429 after too many failed tries (see {@link retryAfterSeconds}); status null on a
 *   network failure.
 */
export function getClockLink(
  api: JornadaClient,
  token: string,
  signal?: AbortSignal,
): Promise<ClockLink> {
  return unwrapLink(
    api.clocker.GET('/clocker-api/v1/clock-link', {
      params: { header: { [clockLinkHeader]: token } },
      ...(signal ? { signal } : {}),
    }),
  ).then((r) => r.data);
}

/** Query options of {@link getClockLink}, keyed by the token ({@link clockLinkKey}). */
export function getClockLinkQueryOptions(api: JornadaClient, token: string) {
  return apiQueryOptions({
    queryKey: clockLinkKey(token),
    queryFn: ({ signal }) => getClockLink(api, token, signal),
  });
}

/**
 * Checks in or out through a signed link: `POST /clocker-api/v1/clock-link/attendances` with
 * `X-Clock-Link` (`createClockLinkAttendance`, public). Resolves to its `data`; a check sent
 * again with the same `client_id` answers 200 with the stored record.
 * @param token the link's token (after `#`).
 * @throws {ApiError} 401 for a wrong employee number or PIN (one message) or a link that does
 *   not verify, 409 when the action does not fit the status (already in, no break open…), 410
 *   for an expired or revoked link, 422 outside the geofence or without required coordinates,
 *   429 after too many wrong PINs (see {@link retryAfterSeconds}); status null on a network
 *   failure.
 */
export function createClockLinkAttendance(
  api: JornadaClient,
  token: string,
  body: ClockLinkAttendanceInput,
): Promise<ClockLinkAttendance> {
  return unwrapLink(
    api.clocker.POST('/clocker-api/v1/clock-link/attendances', {
      params: { header: { [clockLinkHeader]: token } },
      body,
    }),
  ).then((r) => r.data);
}

/**
 * Mutation options of {@link createClockLinkAttendance} (variables: `token` and `body`). On
 * success the link's cached answer ({@link clockLinkKey}) is invalidated, so a personal link's
 * status refreshes.
 */
export function createClockLinkAttendanceMutationOptions(
  api: JornadaClient,
  queryClient: QueryClient,
) {
  return apiMutationOptions({
    mutationKey: [...clockInKeys.all, 'createClockLinkAttendance'],
    mutationFn: ({ token, body }: { token: string; body: ClockLinkAttendanceInput }) =>
      createClockLinkAttendance(api, token, body),
    onSuccess: (_data, { token }) =>
      queryClient.invalidateQueries({ queryKey: clockLinkKey(token) }),
  });
}
