/**
 * The administrator's console: its layout (heading, sections' navigation, the
 * administrator check) and its sections. Each screen is loaded on demand.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import type { AppContext } from '../app-context.ts';
import { screens } from './screen-route.ts';

/** The console's route: its layout and sections. */
export function adminRoutes(context: AppContext): RouteObject[] {
  const screen = screens(context);
  return [
    {
      ...screen(paths.admin, () => import('../../routes/admin-layout.tsx'), 'adminLayoutLoader'),
      children: [
        screen('index', () => import('../../routes/admin-home.tsx'), 'adminLoader'),
        screen(
          paths.adminCompanies,
          () => import('../../routes/admin-companies.tsx'),
          'sectionLoader',
        ),
        screen(paths.adminUsers, () => import('../../routes/admin-users.tsx'), 'sectionLoader'),
        screen(
          paths.adminVacancies,
          () => import('../../routes/admin-vacancies.tsx'),
          'sectionLoader',
        ),
        screen(
          paths.adminStatistics,
          () => import('../../routes/admin-statistics.tsx'),
          'sectionLoader',
        ),
      ],
    },
  ];
}
