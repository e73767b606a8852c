/**
 * The clock-in sections of a company's workspace (issue 18, spec section 7
 * "Clock-in"): the status board, attendance records, shifts and recesses,
 * schedules, the planning calendar and the kiosk and links.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';

/** Routes under the workspace layout; each screen is loaded on demand. */
export function clockRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.clockBoard.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-board.tsx');
        return { Component: route.Component, loader: route.workspaceClockBoardLoader(context) };
      },
    },
    {
      path: paths.clockAttendances.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-attendances.tsx');
        return {
          Component: route.Component,
          loader: route.workspaceClockAttendancesLoader(context),
        };
      },
    },
    {
      path: paths.clockShifts.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-shifts.tsx');
        return { Component: route.Component, loader: route.workspaceClockShiftsLoader(context) };
      },
    },
    {
      path: paths.clockRecesses.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-recesses.tsx');
        return { Component: route.Component, loader: route.workspaceClockRecessesLoader(context) };
      },
    },
    {
      path: paths.clockSchedules.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-schedules.tsx');
        return { Component: route.Component, loader: route.workspaceClockSchedulesLoader(context) };
      },
    },
    {
      path: paths.clockPlanning.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-planning.tsx');
        return { Component: route.Component, loader: route.workspaceClockPlanningLoader(context) };
      },
    },
    {
      path: paths.clockKiosk.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-clock-kiosk.tsx');
        return { Component: route.Component, loader: route.workspaceClockKioskLoader(context) };
      },
    },
  ];
}
