/**
 * Tickets' operations: all generic; the status
 * life cycle is a rule of the definition (life-cycle.ts).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { ticketRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export const ticketHandlers = ({ db }: AppContext): Handlers =>
  companyRecordHandlers(db, ticketRecord);
