/**
 * The route table of a company's workspace (docs/decisions/0013-company-workspace-routes.md):
 * every section's lazy route. Loaded on the first navigation into a workspace, not at start
 * (router.tsx, `patchWorkspaceRoutes`; docs/decisions/0035-first-load.md).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';
import { clockRoutes } from './clock-routes.ts';
import { containerRoutes } from './container-routes.ts';
import { lettersRoutes } from './letters-routes.ts';
import { pipelineRoutes } from './pipeline-routes.ts';
import { recruitingRoutes } from './recruiting-routes.ts';

/**
 * The sections of a company's workspace (docs/decisions/0013-company-workspace-routes.md), under
 * its layout route. Errors of a section show inside the workspace's frame. `router.tsx`
 * patches them in on the first navigation into a workspace (`patchWorkspaceRoutes`).
 *
 * @param context - the app context the loaders are bound to.
 */
export function workspaceRoutes(context: AppContext): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => {
        const route = await import('../routes/workspace-home.tsx');
        return { Component: route.Component, loader: route.workspaceHomeLoader(context) };
      },
    },
    {
      path: paths.workspaceDepartments.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-departments.tsx');
        return { Component: route.Component, loader: route.workspaceDepartmentsLoader(context) };
      },
    },
    {
      path: paths.workspaceEmployees.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-employees.tsx');
        return { Component: route.Component, loader: route.workspaceEmployeesLoader(context) };
      },
    },
    {
      path: paths.workspaceEmployeeImport.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-employee-import.tsx');
        return { Component: route.Component, loader: route.workspaceEmployeeImportLoader(context) };
      },
    },
    {
      path: paths.workspaceTerminals.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-terminals.tsx');
        return { Component: route.Component, loader: route.workspaceTerminalsLoader(context) };
      },
    },
    {
      path: paths.workspaceTickets.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-tickets.tsx');
        return { Component: route.Component, loader: route.workspaceTicketsLoader(context) };
      },
    },
    {
      path: paths.workspaceTicket.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-ticket.tsx');
        return { Component: route.Component, loader: route.workspaceTicketLoader(context) };
      },
    },
    {
      path: paths.workspaceComplaints.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-complaints.tsx');
        return { Component: route.Component, loader: route.workspaceComplaintsLoader(context) };
      },
    },
    {
      path: paths.workspaceComplaint.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-complaint.tsx');
        return { Component: route.Component, loader: route.workspaceComplaintLoader(context) };
      },
    },
    {
      path: paths.workspaceBalance.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-balance.tsx');
        return { Component: route.Component, loader: route.workspaceBalanceLoader(context) };
      },
    },
    ...fleetRoutes(context),
    ...clockRoutes(context),
    ...containerRoutes(context),
    ...recruitingRoutes(context),
    ...pipelineRoutes(context),
    ...lettersRoutes(context),
  ];
}

/** The fleet's sections (issue 17): units, routes, tours and a tour's page. */
function fleetRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.fleetMap.pattern,
      lazy: async () => {
        const route = await import('../routes/fleet-map.tsx');
        return { Component: route.Component, loader: route.fleetMapLoader(context) };
      },
    },
    {
      path: paths.workspaceUnits.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-units.tsx');
        return { Component: route.Component, loader: route.workspaceUnitsLoader(context) };
      },
    },
    {
      path: paths.serviceOrders.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-service-orders.tsx');
        return { Component: route.Component, loader: route.workspaceServiceOrdersLoader(context) };
      },
    },
    {
      path: paths.revisionOrders.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-revision-orders.tsx');
        return { Component: route.Component, loader: route.workspaceRevisionOrdersLoader(context) };
      },
    },
    {
      path: paths.revisionOrder.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-revision-order.tsx');
        return { Component: route.Component, loader: route.workspaceRevisionOrderLoader(context) };
      },
    },
    {
      path: paths.workspaceRoutes.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-routes.tsx');
        return { Component: route.Component, loader: route.workspaceRoutesLoader(context) };
      },
    },
    {
      path: paths.workspaceTours.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-tours.tsx');
        return { Component: route.Component, loader: route.workspaceToursLoader(context) };
      },
    },
    {
      path: paths.workspaceTour.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-tour.tsx');
        return { Component: route.Component, loader: route.workspaceTourLoader(context) };
      },
    },
  ];
}
