import { createJornadaClient, searchVacanciesQueryOptions } from '@jornada/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { firstVacancyPageUrl, prerenderedRoutes } from './prerender-routes.ts';
import { redirectRulesUrl } from './redirect-rules.ts';

describe('prerendered routes', () => {
  it('preload exactly the first vacancy page the app requests', async () => {
    const requested: string[] = [];
    const api = createJornadaClient({
      origins: { main: 'http://localhost' },
      retry: false,
      fetch: async (request: Request) => {
        const url = new URL(request.url);
        requested.push(`${url.pathname}${url.search}`);
        return Response.json({
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
        });
      },
    });
    await new QueryClient().fetchQuery(searchVacanciesQueryOptions(api, { page: 1, per_page: 15 }));
    expect(requested).toEqual([firstVacancyPageUrl]);
  });

  it('preload the redirect rules on every pre-rendered page', () => {
    for (const route of prerenderedRoutes) expect(route.fetches).toContain(redirectRulesUrl);
  });
});
