/**
 * Reading the payment operations' refusals (decision 40's codes in the contract's
 * `Error.code`): `insufficient_balance`, `already_applied`, `payment_not_confirmed`,
 * `payment_failed`, `payment_settled`, `vacancy_not_published`.
 */
import { ApiError } from '@jornada/api-client';

/** The `code` of a failed request's body, or null (a network failure, a body without one). */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.data as { code?: unknown } | null;
  return body && typeof body === 'object' && typeof body.code === 'string' ? body.code : null;
}

/** Whether featuring was refused for want of balance (422 `insufficient_balance`). */
export function isInsufficientBalance(error: unknown): boolean {
  return errorCode(error) === 'insufficient_balance';
}

/** Whether a refusal names fields (400 or 422), which the form shows next to them. */
export function isFieldRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}
