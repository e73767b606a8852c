import { describe, expect, it } from 'vitest';
import {
  hasActiveFilters,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  type ServerTableState,
} from './server-data-table-state.ts';

const params = (query: string) => new URLSearchParams(query);

describe('tableStateFromSearchParams', () => {
  it('given an empty query → page 1, the default page size, no search, no sort, no filters', () => {
    expect(tableStateFromSearchParams(params(''))).toEqual({ page: 1, perPage: 10, filters: {} });
  });

  it('given every parameter → reads page, per_page, q, a descending sort and repeated filter keys', () => {
    const state = tableStateFromSearchParams(
      params('page=3&per_page=25&q=%20Ana%20&sort=-nombre&estado=activo&estado=baja&tipo=chofer'),
    );
    expect(state).toEqual({
      page: 3,
      perPage: 25,
      q: 'Ana',
      sort: { id: 'nombre', desc: true },
      filters: { estado: ['activo', 'baja'], tipo: ['chofer'] },
    });
  });

  it('given `sort=campo` → ascending', () => {
    expect(tableStateFromSearchParams(params('sort=alta')).sort).toEqual({
      id: 'alta',
      desc: false,
    });
  });

  it('given invalid numbers → falls back instead of throwing', () => {
    for (const query of ['page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=']) {
      expect(tableStateFromSearchParams(params(query)).page).toBe(1);
    }
    expect(tableStateFromSearchParams(params('per_page=7')).perPage).toBe(10);
    expect(tableStateFromSearchParams(params('per_page=1000')).perPage).toBe(10);
    expect(tableStateFromSearchParams(params('per_page=50')).perPage).toBe(50);
  });

  it('given filterKeys → reads only those keys as filters, deduplicated and without empty values', () => {
    const state = tableStateFromSearchParams(params('estado=activo&estado=activo&estado=&utm=x'), {
      filterKeys: ['estado', 'tipo'],
    });
    expect(state.filters).toEqual({ estado: ['activo'] });
  });

  it('given sortKeys → ignores a sort on another column and keeps the default', () => {
    const defaults = { sortKeys: ['nombre'], sort: { id: 'nombre', desc: false } };
    expect(tableStateFromSearchParams(params('sort=-password'), defaults).sort).toEqual({
      id: 'nombre',
      desc: false,
    });
  });

  it('given defaults → uses them when the URL is silent', () => {
    const state = tableStateFromSearchParams(params(''), {
      perPage: 25,
      sort: { id: 'alta', desc: true },
    });
    expect(state).toEqual({ page: 1, perPage: 25, sort: { id: 'alta', desc: true }, filters: {} });
  });
});

describe('tableStateToSearchParams', () => {
  it('given the default state → an empty query', () => {
    expect(tableStateToSearchParams({ page: 1, perPage: 10, filters: {} }).toString()).toBe('');
  });

  it('given a full state → page, per_page, q, -sort and repeated filter keys', () => {
    const query = tableStateToSearchParams({
      page: 2,
      perPage: 50,
      q: 'Ana',
      sort: { id: 'nombre', desc: true },
      filters: { estado: ['activo', 'baja'] },
    }).toString();
    expect(query).toBe('page=2&per_page=50&q=Ana&sort=-nombre&estado=activo&estado=baja');
  });

  it('given state → from(to(state)) gives it back', () => {
    const defaults = { perPage: 25, sort: { id: 'alta', desc: true } };
    const states: ServerTableState[] = [
      { page: 1, perPage: 25, sort: { id: 'alta', desc: true }, filters: {} },
      { page: 4, perPage: 10, q: 'García', sort: { id: 'nombre', desc: false }, filters: {} },
      { page: 1, perPage: 50, filters: { estado: ['activo'], unidad: ['u1', 'u2'] } },
      // Clearing the default sort survives the round trip.
      { page: 1, perPage: 25, filters: {} },
    ];
    for (const state of states) {
      expect(
        tableStateFromSearchParams(tableStateToSearchParams(state, defaults), defaults),
      ).toEqual(state);
    }
  });
});

describe('hasActiveFilters', () => {
  it('is true with search text or any filter value, false otherwise', () => {
    expect(hasActiveFilters({ filters: {} })).toBe(false);
    expect(hasActiveFilters({ filters: { estado: [] } })).toBe(false);
    expect(hasActiveFilters({ q: 'x', filters: {} })).toBe(true);
    expect(hasActiveFilters({ filters: { estado: ['activo'] } })).toBe(true);
  });
});
