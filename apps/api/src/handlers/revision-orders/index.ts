/**
 * Revision orders' operations (decision 38):
 * the generic list, get, create, update and delete (deleting an order removes
 * its stored photos and reports too), its photos (photos.ts) and its PDF
 * report (report.ts).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { companyRecordHandlers } from '../../records/record-handlers.ts';
import { revisionOrderRecord } from './definition.ts';
import { orderFiles, removeFiles } from './order-files.ts';
import { revisionPhotoHandlers } from './photos.ts';
import { revisionReportHandlers } from './report.ts';

/** Handlers keyed by operationId. */
export function revisionOrderHandlers(context: AppContext): Handlers {
  const { db, storage } = context;
  const records = companyRecords(db, revisionOrderRecord);
  return {
    ...companyRecordHandlers(db, revisionOrderRecord),
    deleteRevisionOrder: async (request, reply) => {
      const id = request.params.revisionOrderId;
      await records.remove(request, id);
      await removeFiles(db, storage, orderFiles(id));
      return reply.status(204).send();
    },
    ...revisionPhotoHandlers(context),
    ...revisionReportHandlers(context),
  };
}
