/**
 * Departments' operations: all generic; staff
 * of the department's company only (the contract's declarations).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { departmentRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export const departmentHandlers = ({ db }: AppContext): Handlers =>
  companyRecordHandlers(db, departmentRecord);
