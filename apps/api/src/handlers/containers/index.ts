/**
 * Containers' operations: CRUD, the company's
 * list with its filters and the company-scoped search are generic
 * (definition.ts); history and locations are beside them.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { containerRecord } from './definition.ts';
import { containerHistoryHandlers } from './history.ts';
import { containerImportHandlers } from './import.ts';
import { containerLocationHandlers } from './locations.ts';
import { containerReportHandlers } from './reports.ts';

/** Handlers keyed by operationId. */
export function containerHandlers(context: AppContext): Handlers {
  return {
    ...containerHistoryHandlers(context),
    ...containerLocationHandlers(context),
    ...containerImportHandlers(context),
    ...containerReportHandlers(context),
    ...companyRecordHandlers(context.db, containerRecord),
  };
}
