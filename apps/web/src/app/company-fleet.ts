/**
 * Every unit and every route of a company, for the fleet's pickers (a unit's routes, a route's
 * units, a ticket's unit, the tours' filters), read page after page ({@link useAllPages}) and
 * cached under the lists' keys, so saving a unit or a route refreshes them.
 */
import {
  listCompanyRoutesInfiniteQueryOptions,
  listCompanyUnitsInfiniteQueryOptions,
  type components,
} from '@jornada/api-client';
import { useAppContext } from './app-context.ts';
import { useAllPages } from './all-pages.ts';

type UnitRef = Pick<components['schemas']['Unit'], 'economic_number' | 'plate'>;

/** How a unit reads in pickers and tables: 'T-027 · 89-AK-3F'. */
export function unitName(unit: UnitRef): string {
  return `${unit.economic_number} · ${unit.plate}`;
}

/** The company's units by economic number, every page; `enabled: false` waits. */
export function useCompanyUnits(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const { records, isPending, error } = useAllPages(
    listCompanyUnitsInfiniteQueryOptions(api, companyId, {
      per_page: 50,
      sort: 'economic_number',
    }),
    { enabled },
  );
  return { units: records, isPending, error };
}

/** The company's routes by name, every page; `enabled: false` waits. */
export function useCompanyRoutes(companyId: number, { enabled = true } = {}) {
  const { api } = useAppContext();
  const { records, isPending, error } = useAllPages(
    listCompanyRoutesInfiniteQueryOptions(api, companyId, { per_page: 50, sort: 'name' }),
    { enabled },
  );
  return { routes: records, isPending, error };
}

/**
 * Whether two id lists hold the same ids in any order (an assignment that did not change is not
 * sent again).
 */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return a.length === b.length && b.every((id) => set.has(id));
}
