/**
 * Container calls' operations: generic
 * CRUD and the companies' list (definition.ts); a container's own calls are
 * its whole list by time, unpaged as the contract says.
 */
import { asc, eq } from 'drizzle-orm';
import { containerCalls } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { containerCallRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export function containerCallHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, containerCallRecord);
  return {
    ...companyRecordHandlers(db, containerCallRecord),
    listContainerCallsOfContainer: async (request) => ({
      data: await records.load(eq(containerCalls.containerId, request.params.containerId), [
        asc(containerCalls.scheduledAt),
        asc(containerCalls.id),
      ]),
    }),
  };
}
