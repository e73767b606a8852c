import {
  createJornadaClient,
  searchVacanciesQueryOptions,
  statesQueryOptions,
  vacancyQueryOptions,
} from '@jornada/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  firstVacancyPageUrl,
  prerenderedRoutes,
  statesUrl,
  vacancyUrl,
} from './prerender-routes.ts';
import { redirectRulesUrl } from './redirect-rules.ts';

/** An API client that answers every request with `body` and records each path and query asked. */
function recordingClient(body: unknown) {
  const requested: string[] = [];
  const api = createJornadaClient({
    origins: { main: 'http://localhost' },
    retry: false,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      requested.push(`${url.pathname}${url.search}`);
      return Response.json(body);
    },
  });
  return { api, requested };
}

describe('prerendered routes', () => {
  it('preload exactly the first vacancy page and the states the app requests', async () => {
    const { api, requested } = recordingClient({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
    });
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(searchVacanciesQueryOptions(api, { page: 1, per_page: 15 }));
    await queryClient.fetchQuery(statesQueryOptions(api));
    expect(requested).toEqual([firstVacancyPageUrl, statesUrl]);
    const vacancies = prerenderedRoutes.find((route) => route.path === '/vacantes');
    expect(vacancies?.fetches).toEqual(expect.arrayContaining([firstVacancyPageUrl, statesUrl]));
  });

  it('preload the vacancy a vacancy page requests, its id filled in where the path has `:id`', async () => {
    const { api, requested } = recordingClient({ data: { id: 299 } });
    await new QueryClient().fetchQuery(vacancyQueryOptions(api, 299));
    expect(requested).toEqual([vacancyUrl.replace(':id', '299')]);
    const vacancy = prerenderedRoutes.find((route) => route.path === '/vacantes/:id');
    expect(vacancy?.fetches).toContain(vacancyUrl);
  });

  it('preload the redirect rules on every pre-rendered page', () => {
    for (const route of prerenderedRoutes) expect(route.fetches).toContain(redirectRulesUrl);
  });
});
