/** A column sort: the column `id` and its direction. */
type ServerTableSort = { id: string; desc: boolean };

/**
 * The state of a {@link ServerDataTable}, owned by the app (usually kept in
 * the URL with {@link tableStateToSearchParams}).
 */
type ServerTableState = {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page (10, 25 or 50 in the per-page select). */
  perPage: number;
  /** Search text; absent when the search box is empty. */
  q?: string;
  /** The sorted column, if any. */
  sort?: ServerTableSort;
  /** Chosen values per faceted filter id; a filter with nothing chosen is absent. */
  filters: Record<string, string[]>;
};

/** What {@link tableStateFromSearchParams} uses when a parameter is absent or invalid. */
type ServerTableDefaults = {
  /** Rows per page. @default 10 */
  perPage?: number;
  /** Allowed `per_page` values; anything else falls back to `perPage`. @default [10, 25, 50] */
  perPageOptions?: readonly number[];
  /** Sort when the URL has none. @default none */
  sort?: ServerTableSort;
  /**
   * Search-param keys read as filters (repeated keys: `?estado=activo&estado=baja`).
   * @default every key except `page`, `per_page`, `q` and `sort`
   */
  filterKeys?: readonly string[];
  /** Sortable column ids; a `sort` naming another column is ignored. @default any column */
  sortKeys?: readonly string[];
};

/** The per-page choices of the table. */
const PER_PAGE_OPTIONS = [10, 25, 50] as const;

const RESERVED = new Set(['page', 'per_page', 'q', 'sort']);

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}

/**
 * Reads a table state from URL search params: `page` (1-based), `per_page`,
 * `q`, `sort` (`campo` ascending, `-campo` descending) and filters as repeated
 * keys. Invalid values fall back to `defaults` instead of throwing, so a
 * hand-edited URL still opens the list.
 *
 * @param params - for example React Router's `useSearchParams()[0]`.
 * @param defaults - fallbacks and the keys that are filters.
 */
function tableStateFromSearchParams(
  params: URLSearchParams,
  defaults: ServerTableDefaults = {},
): ServerTableState {
  const perPageOptions = defaults.perPageOptions ?? PER_PAGE_OPTIONS;
  const defaultPerPage = defaults.perPage ?? perPageOptions[0] ?? 10;
  const perPage = positiveInt(params.get('per_page'));
  const q = params.get('q')?.trim();
  const rawSort = params.get('sort')?.trim() ?? '';
  const sortId = rawSort.replace(/^-/, '');
  const sort =
    sortId && (!defaults.sortKeys || defaults.sortKeys.includes(sortId))
      ? { id: sortId, desc: rawSort.startsWith('-') }
      : params.has('sort') && rawSort === ''
        ? undefined
        : defaults.sort;
  const filters: Record<string, string[]> = {};
  const keys = defaults.filterKeys ?? [...new Set(params.keys())].filter((k) => !RESERVED.has(k));
  for (const key of keys) {
    const values = [...new Set(params.getAll(key).filter((value) => value !== ''))];
    if (values.length > 0) filters[key] = values;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage !== undefined && perPageOptions.includes(perPage) ? perPage : defaultPerPage,
    ...(q ? { q } : {}),
    ...(sort ? { sort } : {}),
    filters,
  };
}

/**
 * Writes a table state as URL search params, the inverse of
 * {@link tableStateFromSearchParams}: values equal to the defaults (page 1,
 * the default `perPage` and sort) are left out to keep URLs short.
 *
 * @param state - the table state.
 * @param defaults - the same defaults given to {@link tableStateFromSearchParams}.
 */
function tableStateToSearchParams(
  state: ServerTableState,
  defaults: ServerTableDefaults = {},
): URLSearchParams {
  const params = new URLSearchParams();
  const defaultPerPage = defaults.perPage ?? defaults.perPageOptions?.[0] ?? 10;
  if (state.page > 1) params.set('page', String(state.page));
  if (state.perPage !== defaultPerPage) params.set('per_page', String(state.perPage));
  if (state.q?.trim()) params.set('q', state.q.trim());
  const sort = state.sort;
  const sameAsDefault =
    sort && defaults.sort && sort.id === defaults.sort.id && sort.desc === defaults.sort.desc;
  if (sort && !sameAsDefault) params.set('sort', `${sort.desc ? '-' : ''}${sort.id}`);
  // Clearing a default sort must survive the round trip, so it is written as an empty `sort`.
  if (!sort && defaults.sort) params.set('sort', '');
  for (const [key, values] of Object.entries(state.filters)) {
    for (const value of values) params.append(key, value);
  }
  return params;
}

/** Whether the state narrows the list (search text or any filter value). */
function hasActiveFilters(state: Pick<ServerTableState, 'q' | 'filters'>): boolean {
  return Boolean(state.q) || Object.values(state.filters).some((values) => values.length > 0);
}

export {
  hasActiveFilters,
  PER_PAGE_OPTIONS,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  type ServerTableDefaults,
  type ServerTableSort,
  type ServerTableState,
};
