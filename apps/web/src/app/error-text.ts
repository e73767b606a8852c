/**
 * The line a failure toast shows: the server's Spanish message (every `ApiError` carries one,
 * spec section 8), or a generic hint for anything else.
 */
import { messages } from '../messages.ts';

/** Text for a toast's description from whatever a request threw. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.workspace.tryAgain;
}
