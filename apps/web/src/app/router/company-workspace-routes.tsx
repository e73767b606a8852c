/**
 * The route table of a company's workspace (docs/decisions/0013-company-workspace-routes.md):
 * every section's lazy route. Loaded on the first navigation into a workspace, not at start
 * (router.tsx, `patchWorkspaceRoutes`; docs/decisions/0035-first-load.md).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../paths.ts';
import type { AppContext } from '../app-context.ts';
import { screens } from './screen-route.ts';

/**
 * The sections of a company's workspace (docs/decisions/0013-company-workspace-routes.md), under
 * its layout route. Errors of a section show inside the workspace's frame. `router.tsx`
 * patches them in on the first navigation into a workspace (`patchWorkspaceRoutes`).
 *
 * @param context - the app context the loaders are bound to.
 */
export function workspaceRoutes(context: AppContext): RouteObject[] {
  const screen = screens(context);
  return [
    screen('index', () => import('../../routes/workspace-home.tsx'), 'workspaceHomeLoader'),
    screen(
      paths.workspaceDepartments,
      () => import('../../routes/workspace-departments.tsx'),
      'workspaceDepartmentsLoader',
    ),
    screen(
      paths.workspaceEmployees,
      () => import('../../routes/workspace-employees.tsx'),
      'workspaceEmployeesLoader',
    ),
    screen(
      paths.workspaceEmployeeImport,
      () => import('../../routes/workspace-employee-import.tsx'),
      'workspaceEmployeeImportLoader',
    ),
    screen(
      paths.workspaceTerminals,
      () => import('../../routes/workspace-terminals.tsx'),
      'workspaceTerminalsLoader',
    ),
    screen(
      paths.workspaceTickets,
      () => import('../../routes/workspace-tickets.tsx'),
      'workspaceTicketsLoader',
    ),
    screen(
      paths.workspaceTicket,
      () => import('../../routes/workspace-ticket.tsx'),
      'workspaceTicketLoader',
    ),
    screen(
      paths.workspaceComplaints,
      () => import('../../routes/workspace-complaints.tsx'),
      'workspaceComplaintsLoader',
    ),
    screen(
      paths.workspaceComplaint,
      () => import('../../routes/workspace-complaint.tsx'),
      'workspaceComplaintLoader',
    ),
    screen(
      paths.workspaceBalance,
      () => import('../../routes/workspace-balance.tsx'),
      'workspaceBalanceLoader',
    ),

    // The fleet: its live map, units, service and revision orders, routes, tours and a tour.
    screen(paths.fleetMap, () => import('../../routes/fleet-map.tsx'), 'fleetMapLoader'),
    screen(
      paths.workspaceUnits,
      () => import('../../routes/workspace-units.tsx'),
      'workspaceUnitsLoader',
    ),
    screen(
      paths.serviceOrders,
      () => import('../../routes/workspace-service-orders.tsx'),
      'workspaceServiceOrdersLoader',
    ),
    screen(
      paths.revisionOrders,
      () => import('../../routes/workspace-revision-orders.tsx'),
      'workspaceRevisionOrdersLoader',
    ),
    screen(
      paths.revisionOrder,
      () => import('../../routes/workspace-revision-order.tsx'),
      'workspaceRevisionOrderLoader',
    ),
    screen(
      paths.workspaceRoutes,
      () => import('../../routes/workspace-routes.tsx'),
      'workspaceRoutesLoader',
    ),
    screen(
      paths.workspaceTours,
      () => import('../../routes/workspace-tours.tsx'),
      'workspaceToursLoader',
    ),
    screen(
      paths.workspaceTour,
      () => import('../../routes/workspace-tour.tsx'),
      'workspaceTourLoader',
    ),

    // Clock-in: the status board, attendance records, shifts and recesses, schedules, planning,
    // the kiosk and links.
    screen(
      paths.clockBoard,
      () => import('../../routes/workspace-clock-board.tsx'),
      'workspaceClockBoardLoader',
    ),
    screen(
      paths.clockAttendances,
      () => import('../../routes/workspace-clock-attendances.tsx'),
      'workspaceClockAttendancesLoader',
    ),
    screen(
      paths.clockShifts,
      () => import('../../routes/workspace-clock-shifts.tsx'),
      'workspaceClockShiftsLoader',
    ),
    screen(
      paths.clockRecesses,
      () => import('../../routes/workspace-clock-recesses.tsx'),
      'workspaceClockRecessesLoader',
    ),
    screen(
      paths.clockSchedules,
      () => import('../../routes/workspace-clock-schedules.tsx'),
      'workspaceClockSchedulesLoader',
    ),
    screen(
      paths.clockPlanning,
      () => import('../../routes/workspace-clock-planning.tsx'),
      'workspaceClockPlanningLoader',
    ),
    screen(
      paths.clockKiosk,
      () => import('../../routes/workspace-clock-kiosk.tsx'),
      'workspaceClockKioskLoader',
    ),

    // Container tracking: the containers, a container, an order and its waybills, the calls, the
    // bulk import and the reports.
    screen(
      paths.workspaceContainers,
      () => import('../../routes/workspace-containers.tsx'),
      'workspaceContainersLoader',
    ),
    screen(
      paths.workspaceContainer,
      () => import('../../routes/workspace-container.tsx'),
      'workspaceContainerLoader',
    ),
    screen(
      paths.workspaceContainerOrder,
      () => import('../../routes/workspace-container-order.tsx'),
      'workspaceContainerOrderLoader',
    ),
    screen(
      paths.workspaceContainerCalls,
      () => import('../../routes/workspace-container-calls.tsx'),
      'workspaceContainerCallsLoader',
    ),
    screen(
      paths.workspaceContainerImport,
      () => import('../../routes/workspace-container-import.tsx'),
      'workspaceContainerImportLoader',
    ),
    screen(
      paths.workspaceContainerReports,
      () => import('../../routes/workspace-container-reports.tsx'),
      'workspaceContainerReportsLoader',
    ),

    // Recruiting: the vacancies, a vacancy and its preview as seekers see it.
    screen(
      paths.workspaceVacancies,
      () => import('../../routes/workspace-vacancies.tsx'),
      'workspaceVacanciesLoader',
    ),
    screen(
      paths.workspaceVacancy,
      () => import('../../routes/workspace-vacancy.tsx'),
      'workspaceVacancyLoader',
    ),
    screen(
      paths.workspaceVacancyPreview,
      () => import('../../routes/workspace-vacancy-preview.tsx'),
      'workspaceVacancyLoader',
    ),

    // The applications pipeline (board, table, candidate panel) and the interviews calendar.
    screen(
      paths.workspacePipeline,
      () => import('../../routes/workspace-pipeline.tsx'),
      'workspacePipelineLoader',
    ),
    screen(
      paths.workspaceInterviews,
      () => import('../../routes/workspace-interviews.tsx'),
      'workspaceInterviewsLoader',
    ),

    // Personnel paperwork: the labour-letter inbox and the work interviews («Evaluaciones»).
    screen(
      paths.workspaceJobLetters,
      () => import('../../routes/workspace-job-letters.tsx'),
      'workspaceJobLettersLoader',
    ),
    screen(
      paths.workspaceWorkInterviews,
      () => import('../../routes/workspace-work-interviews.tsx'),
      'workspaceWorkInterviewsLoader',
    ),
  ];
}
