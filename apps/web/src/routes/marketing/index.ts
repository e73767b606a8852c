/**
 * The public routes on the first load: the landing, companies and candidates
 * pages, and the launch pages (in launch mode every path redirects to `/lanzamiento`). The legal
 * and contact pages are in `page-routes.ts`, added on the first navigation to one of them
 * (`app/router/deferred-routes.tsx`).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import type { AppContext } from '../../app/app-context.ts';

/**
 * The landing and launch routes: `/`, `/empresas` and `/candidatos` share the landing layout (a
 * pathless layout route); the launch pages bring their own chrome. Mount them as children of the
 * root route, outside the signed-in shell.
 *
 * @param _context - the app context (the pages read it through `useAppContext`; kept for loaders to come).
 */
export function marketingRoutes(_context: AppContext): RouteObject[] {
  return [
    {
      id: 'marketing-landing-layout',
      lazy: () => import('./landing-shell.tsx'),
      children: [
        { id: 'marketing-landing', index: true, lazy: () => import('./landing.tsx') },
        {
          id: 'marketing-companies',
          path: paths.companies.pattern,
          lazy: () => import('./companies.tsx'),
        },
        {
          id: 'marketing-candidates',
          path: paths.candidates.pattern,
          lazy: () => import('./candidates.tsx'),
        },
      ],
    },
    { id: 'marketing-launch', path: paths.launch.pattern, lazy: () => import('./launch.tsx') },
    {
      id: 'marketing-launch-legacy',
      path: paths.launchLegacy.pattern,
      lazy: () => import('./launch-legacy.tsx'),
    },
  ];
}
