/**
 * The company's labour-letter requests (`listCompanyJobLetters`) as a
 * record list (records/company-record-list.ts): page and the status filter in the URL. The contract
 * offers no search or sort on this list, so the table has neither.
 */
import { listCompanyJobLettersQueryOptions, type components } from '@jornada/api-client';
import { defineCompanyRecordList } from '../../records/company-record-list.ts';
import { firstFilter } from '../../app/use-table-state.ts';

/** A labour letter. */
export type JobLetter = components['schemas']['JobLetter'];
/** A labour letter's status. */
export type JobLetterStatus = JobLetter['status'];

/** Every status in the order of a letter's life (the status filter). */
export const jobLetterStatuses = [
  'solicitada',
  'emitida',
  'firmada',
  'rechazada',
] as const satisfies readonly JobLetterStatus[];

/** Badge colour of a status: pending ones stand out, rejected ones read as such. */
export function jobLetterStatusVariant(status: JobLetterStatus) {
  if (status === 'solicitada') return 'warning' as const;
  if (status === 'rechazada') return 'danger' as const;
  return 'success' as const;
}

/** The list definition shared by the route's loader and the screen. */
export const companyLetterList = defineCompanyRecordList({
  defaults: { filterKeys: ['status'], sortKeys: [] },
  params: (state) => {
    const status = firstFilter(state, 'status') as JobLetterStatus | undefined;
    return { page: state.page, per_page: state.perPage, ...(status ? { status } : {}) };
  },
  query: listCompanyJobLettersQueryOptions,
});
