/**
 * The administrator's list of vacancies awaiting revision (docs/decisions/0027-vacancy-console.md; `listVacanciesToRevision`)
 * as a record-list definition (records/company-record-list.ts; the owner
 * id is ignored: it spans the platform).
 */
import { listVacanciesToRevisionQueryOptions } from '@jornada/api-client';
import { defineCompanyRecordList } from '../../records/company-record-list.ts';

/** The vacancies in `en_revision`, oldest first. */
export const adminRevisionList = defineCompanyRecordList({
  defaults: { filterKeys: [], sortKeys: [] },
  params: (state) => ({ page: state.page, per_page: state.perPage }),
  query: (api, _id: number, params: Parameters<typeof listVacanciesToRevisionQueryOptions>[1]) =>
    listVacanciesToRevisionQueryOptions(api, params),
});
