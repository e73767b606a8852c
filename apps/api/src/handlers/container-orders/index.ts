/**
 * Container orders and their waybills.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { containerOrderHandlers } from './orders.ts';
import { waybillHandlers } from './waybills.ts';

/** Handlers keyed by operationId. */
export function containerOrderAndWaybillHandlers(context: AppContext): Handlers {
  return { ...containerOrderHandlers(context), ...waybillHandlers(context) };
}
