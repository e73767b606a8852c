/**
 * Pagination in the contract's shape: `{ data, meta: { current_page, per_page, total, last_page } }`.
 * Counting stops at {@link countCap} rows so that a broad search does not count
 * every matching row on every request; `total` is then the cap (documented in
 * openapi/README.md).
 */

/** Most rows a list counts. */
export const countCap = 10_000;

/** One page of a list. */
export async function paginate<T>(options: {
  page: number;
  perPage: number;
  count: (cap: number) => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
}) {
  const { page, perPage } = options;
  const [total, data] = await Promise.all([
    options.count(countCap),
    options.rows(perPage, (page - 1) * perPage),
  ]);
  return {
    data,
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / perPage)),
    },
  };
}
