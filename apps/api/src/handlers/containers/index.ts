/**
 * Containers' operations (spec section 7 "Containers"): CRUD, the company's
 * list with its filters and the company-scoped search are generic
 * (definition.ts); history and locations are beside them.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { containerRecord } from './definition.ts';
import { containerHistoryHandlers } from './history.ts';
import { containerImportHandlers } from './import.ts';
import { containerLocationHandlers } from './locations.ts';
import { containerReportHandlers } from './reports.ts';

/** Handlers keyed by operationId. */
export function containerHandlers(context: AppContext): Handlers {
  const records = companyRecords(context.db, containerRecord);
  return {
    ...containerHistoryHandlers(context),
    ...containerLocationHandlers(context),
    ...containerImportHandlers(context),
    ...containerReportHandlers(context),
    listCompanyContainers: (request) => records.list(request),
    searchContainers: (request) => records.list(request),
    getContainer: (request) => records.get(request.params.containerId),
    createContainer: async (request, reply) =>
      reply.status(201).send(await records.create(request)),
    updateContainer: (request) => records.update(request, request.params.containerId),
    deleteContainer: async (request, reply) => {
      await records.remove(request, request.params.containerId);
      return reply.status(204).send();
    },
  };
}
