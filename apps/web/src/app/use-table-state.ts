/**
 * A back-office list's table state (page, per page, search, sort, filters) kept in the URL's
 * search params (@jornada/ui `tableStateFromSearchParams` / `tableStateToSearchParams`), so that
 * a list can be linked, reloaded and navigated back to.
 */
import {
  tableStateFromSearchParams,
  tableStateToSearchParams,
  type ServerTableDefaults,
  type ServerTableState,
} from '@jornada/ui';
import { useSearchParams } from 'react-router';

/** The state read from the URL and a setter that writes it back (replacing the history entry). */
export function useTableState(
  defaults: ServerTableDefaults = {},
): [ServerTableState, (next: ServerTableState) => void] {
  const [params, setParams] = useSearchParams();
  const state = tableStateFromSearchParams(params, defaults);
  return [state, (next) => setParams(tableStateToSearchParams(next, defaults), { replace: true })];
}

/** The first value of a filter, or undefined. */
export function firstFilter(state: ServerTableState, id: string): string | undefined {
  return state.filters[id]?.[0];
}
