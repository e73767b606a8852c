/**
 * Terminals' operations (spec section 7 "Terminals"): all generic.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { terminalRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export function terminalHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, terminalRecord);
  return {
    listCompanyTerminals: (request) => records.list(request),
    searchTerminals: (request) => records.list(request),
    getTerminal: (request) => records.get(request.params.terminalId),
    createTerminal: async (request, reply) => reply.status(201).send(await records.create(request)),
    updateTerminal: (request) => records.update(request, request.params.terminalId),
    deleteTerminal: async (request, reply) => {
      await records.remove(request, request.params.terminalId);
      return reply.status(204).send();
    },
  };
}
