/**
 * The recruiting sections of a company's workspace (issue 16, spec section 7 "Jobs, vacancies"):
 * the vacancies list, a vacancy's page and its preview as seekers see it.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';

/** Routes under the workspace layout; each screen is loaded on demand. */
export function recruitingRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.workspaceVacancies.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-vacancies.tsx');
        return { Component: route.Component, loader: route.workspaceVacanciesLoader(context) };
      },
    },
    {
      path: paths.workspaceVacancy.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-vacancy.tsx');
        return { Component: route.Component, loader: route.workspaceVacancyLoader(context) };
      },
    },
    {
      path: paths.workspaceVacancyPreview.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-vacancy-preview.tsx');
        return { Component: route.Component, loader: route.workspaceVacancyLoader(context) };
      },
    },
  ];
}
