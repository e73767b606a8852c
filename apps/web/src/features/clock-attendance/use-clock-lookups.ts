/**
 * What the attendance screens name by id: the company's departments (filters, the board's
 * department column), shifts (the correction's shift) and terminals (the place of a check-in),
 * every page of each ({@link useAllPages}), cached under the lists' keys.
 */
import {
  listCompanyDepartmentsInfiniteQueryOptions,
  listCompanyShiftsInfiniteQueryOptions,
  listCompanyTerminalsInfiniteQueryOptions,
} from '@jornada/api-client';
import { useAppContext } from '../../app/app-context.ts';
import { useAllPages } from '../../app/all-pages.ts';

/** The company's departments and a name by id; `enabled: false` waits. */
export function useClockDepartments(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const { records } = useAllPages(
    listCompanyDepartmentsInfiniteQueryOptions(api, companyId, { per_page: 50 }),
    { enabled },
  );
  return { departments: records, departmentName: new Map(records.map((d) => [d.id, d.name])) };
}

/** The company's shifts; `enabled: false` waits (until a sheet opens). */
export function useClockShifts(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const { records, isPending } = useAllPages(
    listCompanyShiftsInfiniteQueryOptions(api, companyId, { per_page: 50 }),
    { enabled },
  );
  return { shifts: records, isPending };
}

/** The company's terminals by id; `enabled: false` waits. */
export function useClockTerminals(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const { records } = useAllPages(
    listCompanyTerminalsInfiniteQueryOptions(api, companyId, { per_page: 50 }),
    { enabled },
  );
  return new Map(records.map((t) => [t.id, t.name]));
}
