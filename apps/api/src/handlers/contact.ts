/**
 * Handlers of the contact domain (being implemented; see issue 5).
 */
import type { AppContext, Handlers } from '../http/context.ts';

/** Handlers keyed by operationId. */
export function contactHandlers(_context: AppContext): Handlers {
  return {};
}
