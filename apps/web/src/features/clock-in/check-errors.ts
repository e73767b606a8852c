/**
 * Why a check was refused, in Spanish (decision 39; docs/decisions/0043-location-policy-per-shift.md):
 * always the server's own words when it sent some — the field errors of a 400/422 (the
 * missing location, the geofence, the time), else its message (409, 403, 404…) — and only
 * without them what the state does not allow for that action (409) or the connection.
 */
import { fallbackMessages, isApiError, type ApiError } from '@jornada/api-client';
import { clockInMessages } from './clock-in-messages.ts';
import type { ClockAction } from './clock-state.ts';

/** The `message` of the error's body, when the server sent one. */
function serverMessage(error: ApiError): string | null {
  const body = error.data as { message?: unknown } | null;
  return body && typeof body === 'object' && typeof body.message === 'string' && body.message.trim()
    ? body.message
    : null;
}

/** The reason a check of `type` failed with `error`. */
export function checkErrorText(type: ClockAction, error: unknown): string {
  if (!isApiError(error) || error.status === null) return fallbackMessages.network;
  const fields = [...new Set(Object.values(error.fieldErrors).flat())].filter(Boolean);
  if (fields.length) return fields.join(' ');
  const told = serverMessage(error);
  if (told) return told;
  if (error.status === 409) return clockInMessages.conflict[type];
  return error.message;
}

/** What the kiosk does with a failed check. */
export type KioskFailure = { expired: true } | { expired: false; text: string; clearPin: boolean };

/**
 * The kiosk's reading of a failed check of `type` (decision 39): 401 is a wrong number or PIN
 * (or a scanned code that does not verify), 429 says how long to wait, 409 what the state does
 * not allow, 410 the kiosk's link expired (or the scanned code did), 422 the server's reason.
 * @param usedCode whether the employee identified with a scanned personal link.
 */
export function kioskFailure(
  type: ClockAction,
  error: unknown,
  usedCode: boolean,
  retryAfter: number | null,
): KioskFailure {
  const k = clockInMessages.kiosk;
  if (!isApiError(error) || error.status === null)
    return { expired: false, text: k.offline, clearPin: false };
  switch (error.status) {
    case 401:
      return { expired: false, text: usedCode ? k.badCode : k.wrongPin, clearPin: true };
    case 410:
      return usedCode
        ? { expired: false, text: k.codeExpired, clearPin: false }
        : { expired: true };
    case 429:
      return {
        expired: false,
        text: k.tooMany(Math.max(1, Math.ceil((retryAfter ?? 15 * 60) / 60))),
        clearPin: true,
      };
    default:
      return { expired: false, text: checkErrorText(type, error), clearPin: false };
  }
}
