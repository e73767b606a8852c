/**
 * Every unit of a company's fleet, for the workspace's pickers and filters (a service order's or
 * a revision order's unit). `listCompanyUnits` pages at 50 at most, so this reads page after
 * page until the last one, ordered by economic number; the list is cached under the units' list
 * key, so saving a unit refreshes it.
 */
import { listCompanyUnitsInfiniteQueryOptions, type components } from '@jornada/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppContext } from './app-context.ts';

type UnitRef = components['schemas']['UnitRef'];

/** How a unit reads in a picker or a cell: "T-027 · 89-AK-3F". */
export function unitLabel(unit: Pick<UnitRef, 'economic_number' | 'plate'>): string {
  return `${unit.economic_number} · ${unit.plate}`;
}

/**
 * The company's units, every page; `enabled: false` waits (for example until a sheet opens).
 * `error` is set while the server cannot list them: callers then take the unit's id typed.
 */
export function useCompanyUnits(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const query = useInfiniteQuery({
    ...listCompanyUnitsInfiniteQueryOptions(api, companyId, {
      per_page: 50,
      sort: 'economic_number',
    }),
    enabled,
    retry: false,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    units: query.data?.pages.flatMap((page) => page.data) ?? [],
    isPending: query.isPending || hasNextPage,
    error: query.error,
  };
}
