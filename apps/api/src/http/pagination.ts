/**
 * Pagination in the contract's shape: `{ data, meta: { current_page, per_page, total, last_page } }`.
 * Counting stops at {@link countCap} rows so that a broad search does not count
 * every matching row on every request; `total` is then the cap and
 * `total_capped` is true (documented in openapi/README.md).
 */

/** Most rows a list counts. */
export const countCap = 10_000;

/** One page of a list. */
export async function paginate<T>(options: {
  page: number;
  perPage: number;
  count: (cap: number) => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
  /** Most rows counted. @default {@link countCap} */
  cap?: number;
}) {
  const { page, perPage } = options;
  const cap = options.cap ?? countCap;
  const [total, data] = await Promise.all([
    options.count(cap),
    options.rows(perPage, (page - 1) * perPage),
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
