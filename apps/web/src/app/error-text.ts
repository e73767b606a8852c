/**
 * The line a failure toast shows: the server's Spanish message (every `ApiError` carries one),
 * or a generic hint for anything else. Its strings come from the public
 * catalogue: a vacancy's page shows these toasts, and messages.ts is ~16 KB (decision 0035).
 */
import { publicMessages } from '../messages/public-messages.ts';

/** Text for a toast's description from whatever a request threw. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : publicMessages.feedback.tryAgain;
}
