import { describe, expect, it } from 'vitest';
import { getPaginationRange } from './pagination.tsx';

describe('getPaginationRange', () => {
  it('lists every page when they fit', () => {
    expect(getPaginationRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPaginationRange(1, 0)).toEqual([]);
  });
  it('keeps the first and last pages and the neighbours of the current one', () => {
    expect(getPaginationRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });
  it('drops the ellipsis next to either end', () => {
    expect(getPaginationRange(2, 10)).toEqual([1, 2, 3, 'ellipsis', 10]);
    expect(getPaginationRange(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
  });
  it('widens with siblingCount', () => {
    expect(getPaginationRange(10, 20, 2)).toEqual([
      1,
      'ellipsis',
      8,
      9,
      10,
      11,
      12,
      'ellipsis',
      20,
    ]);
  });
});
