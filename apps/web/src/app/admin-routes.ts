/**
 * The administrator's console (issue 16 item 6): its layout (heading, sections' navigation, the
 * administrator check) and its sections. Each screen is loaded on demand.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';

/** A console section whose module exports `sectionLoader` and `Component`. */
function section(
  context: AppContext,
  path: string,
  load: () => Promise<{
    Component: () => React.ReactNode;
    sectionLoader: (context: AppContext) => RouteObject['loader'];
  }>,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const route = await load();
      return { Component: route.Component, loader: route.sectionLoader(context) };
    },
  };
}

/** The console's route: its layout and sections. */
export function adminRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.admin.pattern,
      lazy: async () => {
        const route = await import('../routes/admin-layout.tsx');
        return { Component: route.Component, loader: route.adminLayoutLoader(context) };
      },
      children: [
        {
          index: true,
          lazy: async () => {
            const route = await import('../routes/admin-home.tsx');
            return { Component: route.Component, loader: route.adminLoader(context) };
          },
        },
        section(
          context,
          paths.adminCompanies.pattern,
          () => import('../routes/admin-companies.tsx'),
        ),
        section(context, paths.adminUsers.pattern, () => import('../routes/admin-users.tsx')),
        section(
          context,
          paths.adminVacancies.pattern,
          () => import('../routes/admin-vacancies.tsx'),
        ),
        section(
          context,
          paths.adminStatistics.pattern,
          () => import('../routes/admin-statistics.tsx'),
        ),
      ],
    },
  ];
}
