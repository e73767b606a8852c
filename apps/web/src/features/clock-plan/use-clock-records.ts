/**
 * Every shift, recess, department and shift assignment of a company, for the clock-in planning
 * screens (a recess's shift, a schedule's days, the calendar's splits and events), read page
 * after page (`useAllPages`, 50 a page) and cached under the lists' keys, so saving one of them
 * refreshes every screen that shows it.
 */
import {
  listCompanyDepartmentsInfiniteQueryOptions,
  listCompanyEmployeesInfiniteQueryOptions,
  listCompanyRecessesInfiniteQueryOptions,
  listCompanyShiftsInfiniteQueryOptions,
  searchDepartmentShiftsInfiniteQueryOptions,
  searchEmployeeShiftsInfiniteQueryOptions,
  type JornadaClient,
} from '@jornada/api-client';
import { useAppContext } from '../../app/app-context.ts';
import { useAllPages } from '../../app/all-pages.ts';

const perPage = { per_page: 50 } as const;

/** The query options of every list this module reads (the route loaders prefetch them). */
export const clockLists = {
  shifts: (api: JornadaClient, companyId: number) =>
    listCompanyShiftsInfiniteQueryOptions(api, companyId, perPage),
  recesses: (api: JornadaClient, companyId: number) =>
    listCompanyRecessesInfiniteQueryOptions(api, companyId, perPage),
  departments: (api: JornadaClient, companyId: number) =>
    listCompanyDepartmentsInfiniteQueryOptions(api, companyId, { ...perPage, sort: 'name' }),
  departmentShifts: (api: JornadaClient, companyId: number) =>
    searchDepartmentShiftsInfiniteQueryOptions(api, { company_id: companyId, ...perPage }),
  employeeShifts: (api: JornadaClient, companyId: number) =>
    searchEmployeeShiftsInfiniteQueryOptions(api, { company_id: companyId, ...perPage }),
};

/** Options of the hooks: `enabled: false` waits (for example until a sheet opens). */
interface Options {
  enabled?: boolean;
}

/** The company's shifts, ordered by start time. */
export function useCompanyShifts(companyId: number, { enabled = true }: Options = {}) {
  const { api } = useAppContext();
  return useAllPages(clockLists.shifts(api, companyId), { enabled });
}

/** The company's recesses, of its shifts and company-wide. */
export function useCompanyRecesses(companyId: number, { enabled = true }: Options = {}) {
  const { api } = useAppContext();
  return useAllPages(clockLists.recesses(api, companyId), { enabled });
}

/** The company's departments by name. */
export function useCompanyDepartments(companyId: number, { enabled = true }: Options = {}) {
  const { api } = useAppContext();
  return useAllPages(clockLists.departments(api, companyId), { enabled });
}

/** The shift assignments of the company's departments. */
export function useDepartmentShifts(companyId: number, { enabled = true }: Options = {}) {
  const { api } = useAppContext();
  return useAllPages(clockLists.departmentShifts(api, companyId), { enabled });
}

/** The shift assignments of the company's employees. */
export function useEmployeeShifts(companyId: number, { enabled = true }: Options = {}) {
  const { api } = useAppContext();
  return useAllPages(clockLists.employeeShifts(api, companyId), { enabled });
}

/** The employees of one department, by surname; waits while `departmentId` is null. */
export function useDepartmentEmployees(companyId: number, departmentId: number | null) {
  const { api } = useAppContext();
  return useAllPages(
    listCompanyEmployeesInfiniteQueryOptions(api, companyId, {
      ...perPage,
      sort: 'surname',
      department_id: departmentId ?? 0,
    }),
    { enabled: departmentId !== null },
  );
}
