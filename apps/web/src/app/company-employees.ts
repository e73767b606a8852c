/**
 * Every employee of a company, for the workspace's pickers (a department's manager, a ticket's
 * assignee). `listCompanyEmployees` pages at 50 at most, so this reads page after page
 * (`listCompanyEmployeesInfiniteQueryOptions`) until the last one; a company of a few hundred
 * people is a handful of requests, and the list is cached under the employees' list key, so
 * saving an employee refreshes it.
 */
import { listCompanyEmployeesInfiniteQueryOptions, type components } from '@jornada/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppContext } from './app-context.ts';

type Employee = components['schemas']['Employee'];

/** "Nombre Apellido Apellido" of an employee (or any record with the three name parts). */
export function employeeFullName(e: Pick<Employee, 'name' | 'surname' | 'lastname'>): string {
  return [e.name, e.surname, e.lastname].filter(Boolean).join(' ');
}

/**
 * The company's employees ordered by surname, every page; `enabled: false` waits (for example
 * until a sheet opens).
 */
export function useCompanyEmployees(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const query = useInfiniteQuery({
    ...listCompanyEmployeesInfiniteQueryOptions(api, companyId, { per_page: 50, sort: 'surname' }),
    enabled,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    employees: query.data?.pages.flatMap((page) => page.data) ?? [],
    isPending: query.isPending || hasNextPage,
    error: query.error,
  };
}
