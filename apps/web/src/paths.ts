/**
 * Every route's path pattern and typed `href` builder (STYLE.md §8).
 */

/** Filters of the vacancy list kept in the URL. */
export interface VacancyListSearch {
  q?: string;
  state_id?: number;
  page?: number;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Route patterns and href builders. */
export const paths = {
  landing: { pattern: '/', href: () => '/' },
  login: {
    pattern: '/login',
    href: (redirectTo?: string) => withQuery('/login', { redirect: redirectTo }),
  },
  home: { pattern: '/inicio', href: () => '/inicio' },
  vacancies: {
    pattern: '/vacantes',
    href: (search: VacancyListSearch = {}) => withQuery('/vacantes', { ...search }),
  },
  vacancy: { pattern: '/vacantes/:id', href: (id: number) => `/vacantes/${id}` },
} as const;
