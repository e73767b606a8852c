/**
 * Service orders' operations: all generic;
 * the status life cycle and the folio are rules of the definition.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { serviceOrderRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export const serviceOrderHandlers = ({ db }: AppContext): Handlers =>
  companyRecordHandlers(db, serviceOrderRecord);
