/**
 * Departments' operations (spec section 7 "Departments"): all generic; staff
 * of the department's company only (the contract's declarations).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { companyRecords } from '../../records/company-record.ts';
import { departmentRecord } from './definition.ts';

/** Handlers keyed by operationId. */
export function departmentHandlers({ db }: AppContext): Handlers {
  const records = companyRecords(db, departmentRecord);
  return {
    listCompanyDepartments: (request) => records.list(request),
    searchDepartments: (request) => records.list(request),
    getDepartment: (request) => records.get(request.params.departmentId),
    createDepartment: async (request, reply) =>
      reply.status(201).send(await records.create(request)),
    updateDepartment: (request) => records.update(request, request.params.departmentId),
    deleteDepartment: async (request, reply) => {
      await records.remove(request, request.params.departmentId);
      return reply.status(204).send();
    },
  };
}
