/**
 * Tickets' operations (spec section 7 "Tickets"): all generic; the status
 * life cycle is a rule of the definition (life-cycle.ts).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { ticketRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export function ticketHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, ticketRecord);
  return {
    listTickets: (request) => records.list(request),
    listCompanyTickets: (request) => records.list(request),
    searchTickets: (request) => records.list(request),
    getTicket: (request) => records.get(request.params.ticketId),
    createTicket: async (request, reply) => reply.status(201).send(await records.create(request)),
    updateTicket: (request) => records.update(request, request.params.ticketId),
    deleteTicket: async (request, reply) => {
      await records.remove(request, request.params.ticketId);
      return reply.status(204).send();
    },
  };
}
