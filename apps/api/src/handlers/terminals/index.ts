/** Terminals' operations: all generic, registered from the definition. */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { terminalRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export const terminalHandlers = ({ db }: AppContext): Handlers =>
  companyRecordHandlers(db, terminalRecord);
