import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The body of a 400/422 API response: a summary and messages per field. */
type ApiErrorBody = {
  /** A summary for the whole form. */
  message?: string;
  /** Messages per field name (dot paths for nested fields, e.g. `direccion.cp`). */
  errors?: Record<string, string[] | string>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Finds an {@link ApiErrorBody} in what a failed request threw: the body itself
 * or the `data`/`body` of a failed-request object (message,
 * status, data).
 *
 * @returns the body, or `null` when the value carries no field errors nor message.
 */
function getApiErrorBody(error: unknown): ApiErrorBody | null {
  if (!isRecord(error)) return null;
  for (const candidate of [error.data, error.body]) {
    if (
      isRecord(candidate) &&
      (isRecord(candidate.errors) || typeof candidate.message === 'string')
    ) {
      return candidate as ApiErrorBody;
    }
  }
  if (isRecord(error.errors)) return error as ApiErrorBody;
  // A bare `{ message }` is a body; an Error or a failed-request wrapper (it has `status`) is not.
  if (typeof error.message === 'string' && !(error instanceof Error) && !('status' in error))
    return error as ApiErrorBody;
  return null;
}

/**
 * Shows a 400/422 response's field errors next to the fields with
 * `form.setError(field, { type: 'server' })`, focusing the first one. Errors
 * for names the form does not know, and the summary `message`, go to
 * `root.server` (render them with `FormRootMessage`). Typed values are never
 * reset.
 *
 * @param form - the react-hook-form instance.
 * @param error - the thrown value or the response body.
 * @param knownFields - field names the form renders; @default the form's current value keys (top level and dot paths).
 * @returns the field names that received an error; empty when `error` carried none.
 */
function applyServerErrors<TFieldValues extends FieldValues, TContext, TTransformed>(
  form: UseFormReturn<TFieldValues, TContext, TTransformed>,
  error: unknown,
  knownFields?: readonly string[],
): string[] {
  const body = getApiErrorBody(error);
  if (!body) return [];
  const values = form.getValues() as Record<string, unknown>;
  const isKnown = (name: string) => {
    if (knownFields) return knownFields.includes(name);
    const [head] = name.split('.');
    return head !== undefined && head in values;
  };
  const applied: string[] = [];
  const unknownMessages: string[] = [];
  for (const [name, raw] of Object.entries(body.errors ?? {})) {
    const message = (Array.isArray(raw) ? raw : [raw]).filter(Boolean).join(' ');
    if (!message) continue;
    if (isKnown(name)) {
      form.setError(
        name as FieldPath<TFieldValues>,
        { type: 'server', message },
        { shouldFocus: applied.length === 0 },
      );
      applied.push(name);
    } else {
      unknownMessages.push(message);
    }
  }
  const rootMessage = [
    applied.length === 0 || unknownMessages.length > 0 ? body.message : undefined,
    ...unknownMessages,
  ]
    .filter(Boolean)
    .join(' ');
  if (rootMessage) form.setError('root.server', { type: 'server', message: rootMessage });
  return applied;
}

export { applyServerErrors, getApiErrorBody, type ApiErrorBody };
