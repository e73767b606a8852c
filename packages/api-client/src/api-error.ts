/**
 * The one error every failed call becomes: `message`,
 * `status` (null for a network failure) and `data` (the response body, or null).
 */

/** Body of a failed response per the contract (`components.schemas.Error`). */
export interface ApiErrorBody {
  message: string;
  code?: string;
  /** Field name → Spanish messages (400/422). */
  errors?: Record<string, string[]>;
}

/** A failed request: any response from 400 to 599, or a network failure. */
export class ApiError extends Error {
  /** HTTP status, or `null` when no response arrived. */
  readonly status: number | null;
  /** Parsed body (JSON when possible, else text), or `null`. */
  readonly data: unknown;

  constructor(message: string, status: number | null, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** Field errors of a 400/422 body, or an empty object. */
  get fieldErrors(): Record<string, string[]> {
    const body = this.data as Partial<ApiErrorBody> | null;
    return body && typeof body === 'object' && body.errors ? body.errors : {};
  }
}

/** Spanish fallback messages when a body carries none. */
export const fallbackMessages = {
  network: 'No hay conexión con el servidor. Verifica tu red e intenta nuevamente.',
  aborted: 'La solicitud se canceló.',
  http: (status: number) => `La solicitud falló (error ${status}).`,
} as const;

/**
 * Builds an {@link ApiError} from a failed response and its parsed body: the
 * body's `message` when it has one, else a Spanish fallback with the status.
 */
export function apiErrorFromResponse(response: Response, body: unknown): ApiError {
  const message =
    body && typeof body === 'object' && typeof (body as ApiErrorBody).message === 'string'
      ? (body as ApiErrorBody).message
      : fallbackMessages.http(response.status);
  return new ApiError(message, response.status, body ?? null);
}

/**
 * Builds an {@link ApiError} for a request that got no response: a network
 * failure, or an abort (then the message says it was cancelled and
 * {@link isAbortError} holds for `cause`). The original failure is the `cause`.
 */
export function apiErrorFromNetwork(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  const error = new ApiError(
    isAbortError(cause) ? fallbackMessages.aborted : fallbackMessages.network,
    null,
    null,
  );
  (error as { cause?: unknown }).cause = cause;
  return error;
}

/** Whether `error` is an abort (`AbortError` or `TimeoutError` from an `AbortSignal`). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'AbortError' ||
      (error as { name?: unknown }).name === 'TimeoutError')
  );
}

/** Whether `error` is an {@link ApiError} (narrows the type; `instanceof` works as well). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
