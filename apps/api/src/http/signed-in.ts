/**
 * The signed-in request: for an operation whose contract `security` requires a
 * bearer token (generated/signed-in-operations.ts), the `bearerAuth` handler
 * (http/app.ts) has set `request.userId` before the handler runs, so the typed
 * request of such an operation (`OperationRequest`, http/operations.ts) has it
 * as a `number` (no non-null assertion needed). Helpers that receive a plain
 * `FastifyRequest` take `SignedInRequest` instead, or read `signedInUserId`.
 */
import type { operations } from '@jornada/api-client/schema';
import type { FastifyRequest } from 'fastify';
import type { SignedInOperation } from '../generated/signed-in-operations.ts';
import { unauthenticated } from './errors.ts';

export type { SignedInOperation } from '../generated/signed-in-operations.ts';

/** What a signed-in request adds: the caller's user id. */
export interface SignedIn {
  /** The signed-in caller (`users.id`). */
  userId: number;
}

/**
 * Per operationId, the type of `request.userId`: `number` where the operation
 * requires a bearer token, `number | undefined` where anyone may call. Indexed
 * (`SignedInUserIds[K]`) so that a union of operations is `number` only when
 * all of them require one.
 */
export type SignedInUserIds = {
  [K in keyof operations]: K extends SignedInOperation ? number : number | undefined;
};

/** A request of a signed-in caller, for helpers not typed by operationId. */
export type SignedInRequest<R extends FastifyRequest = FastifyRequest> = R & SignedIn;

/**
 * The caller's user id where the type cannot tell (a socket, a shared hook).
 * @throws HttpError 401 `unauthenticated` when the request has no signed-in caller.
 */
export function signedInUserId(request: { userId?: number }): number {
  if (request.userId === undefined) throw unauthenticated();
  return request.userId;
}
