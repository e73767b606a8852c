/**
 * Request and response types per operationId, from the contract's generated
 * `operations` (openapi-typescript, `@jornada/api-client/schema`: types only,
 * nothing of the client's runtime), and the handler map checked against the
 * contract's operationIds. The request types describe a request after the
 * contract's validation: path parameters coerced, query defaults filled in
 * (`generated/query-defaults.ts`), the body of the declared schema.
 */
import type { components, operations } from '@jornada/api-client/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryDefaults } from '../generated/query-defaults.ts';
import type { AccessGrant } from '../access/enforce.ts';
import type { SignedInUserIds } from './signed-in.ts';

/** Every operationId of the contract. */
export type OperationId = keyof operations;

type ParametersOf<K extends OperationId> = operations[K]['parameters'];

/** An empty object where the operation declares nothing (`never`/`undefined`). */
type OrEmpty<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/** `T` with the keys `D` required (values filled in by validation). */
type WithDefaults<T, D extends PropertyKey> = {
  [P in keyof T as P extends D ? never : P]: T[P];
} & { [P in keyof T as P extends D ? P : never]-?: Exclude<T[P], undefined> };

/** The path parameters of an operation (`{}` when it has none). */
export type OperationParams<K extends OperationId> = K extends OperationId
  ? OrEmpty<ParametersOf<K>['path']>
  : never;

/** The query of an operation, with the parameters that have a default present. */
export type OperationQuery<K extends OperationId> = K extends OperationId
  ? WithDefaults<
      OrEmpty<ParametersOf<K>['query']>,
      K extends keyof QueryDefaults ? QueryDefaults[K] : never
    >
  : never;

type RequestContent<K extends OperationId> =
  NonNullable<operations[K]['requestBody']> extends { content: infer C } ? C : never;

/**
 * The request body of an operation: the schema of its media types (JSON, form
 * or multipart, where a file part's value is its file name); `undefined` when
 * it has none, and possibly `undefined` when the body is optional.
 */
export type OperationBody<K extends OperationId> = K extends OperationId
  ? [RequestContent<K>] extends [never]
    ? undefined
    : undefined extends operations[K]['requestBody']
      ? RequestContent<K>[keyof RequestContent<K>] | undefined
      : RequestContent<K>[keyof RequestContent<K>]
  : never;

/**
 * The typed request a handler of operation `K` receives. A helper shared by
 * several handlers takes the union (`OperationRequest<'getX' | 'updateX'>`).
 * `access` is the grant of the access helper, set before every handler
 * (http/app.ts); `userId` is a `number` for operations that require a bearer
 * token (http/signed-in.ts).
 */
export type OperationRequest<K extends OperationId> = FastifyRequest<{
  Params: OperationParams<K>;
  Querystring: OperationQuery<K>;
  Body: OperationBody<K>;
}> &
  OperationCaller<K>;

/** What the server sets on a request before the handler of `K` runs. */
export interface OperationCaller<K extends OperationId> {
  /**
   * The body again, so that an operation without one has `undefined` (Fastify
   * makes it `unknown`) and its request passes where a helper takes a union.
   */
  body: OperationBody<K>;
  /** The grant of the access helper (access/enforce.ts). */
  access: AccessGrant;
  /** The signed-in caller; `undefined` only where the contract lets anyone call. */
  userId: SignedInUserIds[K];
}

type SuccessCode = 200 | 201 | 202 | 203 | 204 | 206;
type Responses<K extends OperationId> = operations[K]['responses'];

/** The JSON body of one response, `undefined` when it has no content. */
type ResponseBody<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content?: never }
    ? undefined
    : unknown;

/**
 * The body of an operation's successful (2xx) answers, as a handler returns it;
 * `unknown` for non-JSON answers (files, CSV), sent through the reply instead.
 */
export type OperationResult<K extends OperationId> = {
  [S in Extract<keyof Responses<K>, SuccessCode>]: ResponseBody<Responses<K>[S]>;
}[Extract<keyof Responses<K>, SuccessCode>];

/**
 * The reply of operation `K`: `reply.status(code)` accepts the status codes the
 * contract declares, and `send` then the body of that answer.
 */
export type OperationReply<K extends OperationId> = FastifyReply<{
  Reply: { [S in keyof Responses<K>]: ResponseBody<Responses<K>[S]> };
}>;

/**
 * A handler of operation `K`: returns the successful body (sent with 200), or
 * answers through the typed reply (`reply.status(201).send(…)`) and returns it.
 */
export type Handler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: OperationReply<K>,
) => Promise<OperationResult<K> | FastifyReply | void>;

/**
 * Handlers keyed by the contract's operationIds. A key that is not an
 * operationId of the contract (a misspelling, a removed operation) fails the
 * type check: object literals of this type get excess-property checking.
 */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** A schema of the contract's `components.schemas`, e.g. `Schema<'Vacancy'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
