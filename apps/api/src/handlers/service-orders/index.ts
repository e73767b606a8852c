/**
 * Service orders' operations (spec section 7 "Service orders"): all generic;
 * the status life cycle and the folio are rules of the definition.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { serviceOrderRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export function serviceOrderHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, serviceOrderRecord);
  return {
    listServiceOrders: (request) => records.list(request),
    listCompanyServiceOrders: (request) => records.list(request),
    searchServiceOrders: (request) => records.list(request),
    getServiceOrder: (request) => records.get(request.params.serviceOrderId),
    createServiceOrder: async (request, reply) =>
      reply.status(201).send(await records.create(request)),
    updateServiceOrder: (request) => records.update(request, request.params.serviceOrderId),
    deleteServiceOrder: async (request, reply) => {
      await records.remove(request, request.params.serviceOrderId);
      return reply.status(204).send();
    },
  };
}
