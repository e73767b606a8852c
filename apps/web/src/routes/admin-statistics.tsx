/**
 * /admin/estadisticas: the platform's statistics (docs/decisions/0027-vacancy-console.md). Administrators only (the
 * console's layout checks).
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';

/** The administrator check. */
export function sectionLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    return null;
  };
}

export { StatisticsScreen as Component } from '../features/admin/statistics-screen.tsx';
