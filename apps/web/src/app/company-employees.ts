/**
 * Every employee of a company, for the workspace's pickers (a department's manager, a ticket's
 * assignee, a unit's drivers, a tour's passengers), read page after page ({@link useAllPages})
 * and cached under the employees' list key, so saving an employee refreshes them.
 */
import { listCompanyEmployeesInfiniteQueryOptions, type components } from '@jornada/api-client';
import { useAppContext } from './app-context.ts';
import { useAllPages } from './all-pages.ts';

type Employee = components['schemas']['Employee'];

/** "Nombre Apellido Apellido" of an employee (or any record with the three name parts). */
export function employeeFullName(e: Pick<Employee, 'name' | 'surname' | 'lastname'>): string {
  return [e.name, e.surname, e.lastname].filter(Boolean).join(' ');
}

/**
 * The company's employees ordered by surname, every page; `onlyDrivers` keeps the drivers
 * (`only_drivers=true`); `enabled: false` waits (for example until a sheet opens).
 */
export function useCompanyEmployees(
  companyId: number,
  { enabled = true, onlyDrivers = false } = {},
) {
  const { api } = useAppContext();
  const { records, isPending, error } = useAllPages(
    listCompanyEmployeesInfiniteQueryOptions(api, companyId, {
      per_page: 50,
      sort: 'surname',
      ...(onlyDrivers ? { only_drivers: true } : {}),
    }),
    { enabled },
  );
  return { employees: records, isPending, error };
}
