import { describe, expect, it } from 'vitest';
import { pageWindow, paginate } from './pagination.ts';

/** A list of `size` numbered rows that records every read. */
function list(size: number) {
  const reads: [number, number][] = [];
  return {
    reads,
    count: async (cap: number) => Math.min(size, cap),
    rows: async (limit: number, offset: number) => {
      reads.push([limit, offset]);
      return Array.from(
        { length: Math.max(0, Math.min(limit, size - offset)) },
        (_, i) => offset + i,
      );
    },
  };
}

describe('paginate (pages bounded by the count’s cap)', () => {
  it('given a page inside the list, reads exactly its rows', async () => {
    const rows = list(100);
    const page = await paginate({ page: 2, perPage: 15, ...rows });
    expect(page.data).toEqual(Array.from({ length: 15 }, (_, i) => 15 + i));
    expect(page.meta).toEqual({
      current_page: 2,
      per_page: 15,
      total: 100,
      last_page: 7,
      total_capped: false,
    });
    expect(rows.reads).toEqual([[15, 15]]);
  });

  it('given a page across the cap, reads only up to the cap', async () => {
    const rows = list(50_000);
    const page = await paginate({ page: 3, perPage: 40, cap: 100, ...rows });
    expect(page.data).toHaveLength(20);
    expect(page.meta).toMatchObject({ total: 100, last_page: 3, total_capped: true });
    expect(rows.reads).toEqual([[20, 80]]);
  });

  it('given a page past the cap, answers an empty page without reading rows', async () => {
    const rows = list(50_000);
    const page = await paginate({ page: 9_999, perPage: 50, ...rows });
    expect(page).toEqual({
      data: [],
      meta: {
        current_page: 9_999,
        per_page: 50,
        total: 10_000,
        last_page: 200,
        total_capped: true,
      },
    });
    expect(rows.reads).toEqual([]);
  });

  it('pageWindow never reaches past the cap', () => {
    expect(pageWindow(1, 15, 10_000)).toEqual({ offset: 0, limit: 15 });
    expect(pageWindow(667, 15, 10_000)).toEqual({ offset: 9_990, limit: 10 });
    expect(pageWindow(668, 15, 10_000)).toEqual({ offset: 10_005, limit: 0 });
  });
});
