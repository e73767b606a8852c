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

/**
 * The `sort` parameter of a table state (`campo` or `-campo`), if the contract's `sort` enum
 * (`allowed`) lists it; a hand-edited URL naming another column sorts by the server's default.
 */
export function sortParam<T extends string>(
  state: ServerTableState,
  allowed: readonly T[],
): T | undefined {
  if (!state.sort) return undefined;
  const value = `${state.sort.desc ? '-' : ''}${state.sort.id}`;
  return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * Keeps one value per filter in `ids` (the API filters by one value): the one just chosen
 * (not in `before`).
 */
export function oneValuePerFilter(
  next: ServerTableState,
  before: ServerTableState,
  ids: readonly string[],
): ServerTableState {
  const filters = { ...next.filters };
  for (const id of ids) {
    const chosen = filters[id];
    if (chosen && chosen.length > 1)
      filters[id] = chosen.filter((v) => !(before.filters[id] ?? []).includes(v)).slice(-1);
  }
  return { ...next, filters };
}
