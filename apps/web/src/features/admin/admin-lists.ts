/**
 * The administrator's console lists (docs/decisions/0027-vacancy-console.md) as record-list definitions
 * (records/company-record-list.ts; the owner id is ignored: they span the platform): companies
 * (`listCompanies`, filtered by verified and authorised), users (`listUsers`, by verified and a
 * search). The vacancies awaiting revision are features/vacancies/revision-list.ts.
 */
import { listCompaniesQueryOptions, listUsersQueryOptions } from '@jornada/api-client';
import type { ServerTableState } from '@jornada/ui';
import { defineCompanyRecordList } from '../../records/company-record-list.ts';
import { firstFilter } from '../../app/use-table-state.ts';

/** A yes/no filter's value as the API's boolean (absent when not chosen). */
function flag(state: ServerTableState, key: string): boolean | undefined {
  const value = firstFilter(state, key);
  return value === undefined ? undefined : value === 'true';
}

/** Every company, the unverified or unauthorised ones when filtered so. */
export const adminCompanyList = defineCompanyRecordList({
  defaults: { filterKeys: ['verified', 'authorized'], sortKeys: [] },
  params: (state) => {
    const verified = flag(state, 'verified');
    const authorized = flag(state, 'authorized');
    return {
      page: state.page,
      per_page: state.perPage,
      ...(verified === undefined ? {} : { verified }),
      ...(authorized === undefined ? {} : { authorized }),
    };
  },
  query: (api, _id: number, params: Parameters<typeof listCompaniesQueryOptions>[1]) =>
    listCompaniesQueryOptions(api, params),
});

/** Every account, newest first; `q` and the verified filter narrow it. */
export const adminUserList = defineCompanyRecordList({
  defaults: { filterKeys: ['verified'], sortKeys: [] },
  params: (state) => {
    const verified = flag(state, 'verified');
    return {
      page: state.page,
      per_page: state.perPage,
      ...(state.q ? { q: state.q } : {}),
      ...(verified === undefined ? {} : { verified }),
    };
  },
  query: (api, _id: number, params: Parameters<typeof listUsersQueryOptions>[1]) =>
    listUsersQueryOptions(api, params),
});
