/**
 * Handlers of the statistics domain (being implemented; see issue 5).
 */
import type { AppContext, Handlers } from '../http/context.ts';

/** Handlers keyed by operationId. */
export function statisticsHandlers(_context: AppContext): Handlers {
  return {};
}
