/**
 * Uploads with progress ("profile image upload with
 * progress"). openapi-fetch uses `fetch`, which reports no upload progress,
 * so these go through `XMLHttpRequest` and its `upload` progress events.
 */
import { ApiError, apiErrorFromNetwork, fallbackMessages, type ApiErrorBody } from './api-error.ts';
import type { components } from './generated/schema.ts';
import { toFormData, type ImageUploadFields } from './multipart.ts';

/** Progress of an upload. */
export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Size of the request body in bytes, or null when the browser cannot tell. */
  total: number | null;
  /** `loaded / total` as a whole percentage 0–100, or null when the total is unknown. */
  percent: number | null;
}

/** Options of {@link uploadWithProgress}. */
export interface UploadWithProgressOptions {
  /** Absolute URL, or a path on the page's origin. */
  url: string;
  /** The multipart body. */
  body: FormData;
  /** @default 'POST' */
  method?: 'POST' | 'PUT';
  /** Access token, sent as `Authorization: Bearer …` when present. */
  token?: string | null;
  /** Called on every upload progress event, and once with 100 % when the body is sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the promise then rejects with an {@link ApiError} whose `cause` is the abort. */
  signal?: AbortSignal;
  /** Creates the request (tests pass their own). @default `new XMLHttpRequest()` */
  createXhr?: () => XMLHttpRequest;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toProgress(loaded: number, total: number | null): UploadProgress {
  const known = total !== null && total > 0;
  return {
    loaded,
    total: known ? total : null,
    percent: known ? Math.min(100, Math.round((loaded / total) * 100)) : null,
  };
}

/**
 * Sends a multipart body with `XMLHttpRequest`, reporting upload progress.
 *
 * @returns the parsed JSON answer of a 2xx response.
 * @throws {ApiError} with the status and body of any other response; with
 *   status null on a network failure or an abort (see `isAbortError(error.cause)`).
 */
export function uploadWithProgress<T = unknown>(options: UploadWithProgressOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(apiErrorFromNetwork(signal.reason));
      return;
    }
    const xhr = options.createXhr?.() ?? new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open(options.method ?? 'POST', options.url);
    xhr.setRequestHeader('accept', 'application/json');
    if (options.token) xhr.setRequestHeader('authorization', `Bearer ${options.token}`);
    xhr.upload.addEventListener('progress', (event) => {
      options.onProgress?.(toProgress(event.loaded, event.lengthComputable ? event.total : null));
    });
    xhr.upload.addEventListener('load', (event) => {
      const total = event.lengthComputable ? event.total : event.loaded;
      options.onProgress?.(toProgress(total, total));
    });
    xhr.addEventListener('load', () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else {
        const message =
          body && typeof body === 'object' && typeof (body as ApiErrorBody).message === 'string'
            ? (body as ApiErrorBody).message
            : fallbackMessages.http(xhr.status);
        reject(new ApiError(message, xhr.status, body));
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(apiErrorFromNetwork(new TypeError('Network request failed')));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(
        apiErrorFromNetwork(
          signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'),
        ),
      );
    });
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(options.body);
  });
}

/** Options of {@link uploadImageWithProgress}. */
export type UploadImageWithProgressOptions = Omit<
  UploadWithProgressOptions,
  'url' | 'body' | 'method'
> & {
  /** Origin of the main base (as in `createJornadaClient`'s `origins.main`). @default '' (same origin) */
  origin?: string;
};

/**
 * Uploads an image with progress: `POST /api/v1/images` (`uploadImage`),
 * multipart; JPEG, PNG or WebP, at most 10 MB.
 *
 * @returns the stored image (`data` of the answer).
 * @throws {ApiError} 400, 401, 403, 413 (too large), 422; status null on a network failure or abort.
 */
export async function uploadImageWithProgress(
  fields: ImageUploadFields,
  options: UploadImageWithProgressOptions = {},
): Promise<components['schemas']['Image']> {
  const { origin = '', ...rest } = options;
  const answer = await uploadWithProgress<{ data: components['schemas']['Image'] }>({
    ...rest,
    url: `${origin}/api/v1/images`,
    body: toFormData(fields),
  });
  return answer.data;
}
