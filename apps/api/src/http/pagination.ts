/**
 * Pagination in the contract's shape: `{ data, meta: { current_page, per_page, total, last_page } }`.
 * Counting stops at {@link countCap} rows so that a broad search does not count
 * every matching row on every request; `total` is then the cap and
 * `total_capped` is true (documented in openapi/README.md).
 *
 * Paging stops at the same cap (docs/decisions/0039-limits-metrics-maintenance.md
 * "Pagination"): no row past it is served, like Elasticsearch's
 * `max_result_window`, so no page costs more than counting the first one. A
 * page that starts past the cap answers an empty `data` without reading rows;
 * one past `last_page` but inside the cap reads at most the cap's rows (and
 * finds none).
 */

/** Most rows a list counts, and the most it pages through. */
export const countCap = 10_000;

/**
 * Where a page's rows start and how many to read, kept inside the first `cap` rows.
 * @returns `limit` 0 when the page starts at or past the cap (nothing to read).
 */
export function pageWindow(page: number, perPage: number, cap: number) {
  const offset = (page - 1) * perPage;
  return { offset, limit: Math.max(0, Math.min(perPage, cap - offset)) };
}

/** One page of a list. */
export async function paginate<T>(options: {
  page: number;
  perPage: number;
  count: (cap: number) => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
  /** Most rows counted and paged through. @default {@link countCap} */
  cap?: number;
}) {
  const { page, perPage } = options;
  const cap = options.cap ?? countCap;
  const { offset, limit } = pageWindow(page, perPage, cap);
  const [total, data] = await Promise.all([
    options.count(cap),
    limit > 0 ? options.rows(limit, offset) : Promise.resolve([] as T[]),
  ]);
  return { data, meta: pageMeta(page, perPage, total, cap) };
}

/**
 * The contract's `PaginationMeta` for a list whose count stopped at `cap`:
 * `total_capped` says that `total` is a lower bound.
 */
export function pageMeta(page: number, perPage: number, total: number, cap: number) {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total_capped: total >= cap,
  };
}
