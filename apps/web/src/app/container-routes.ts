/**
 * The container tracking sections of a company's workspace (issue 19, spec section 7
 * "Containers"): the containers list and a container's page, an order's page with its
 * waybills, the calls calendar, the bulk import and the reports.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';

/** Routes under the workspace layout; each screen is loaded on demand. */
export function containerRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.workspaceContainers.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-containers.tsx');
        return { Component: route.Component, loader: route.workspaceContainersLoader(context) };
      },
    },
    {
      path: paths.workspaceContainer.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-container.tsx');
        return { Component: route.Component, loader: route.workspaceContainerLoader(context) };
      },
    },
    {
      path: paths.workspaceContainerOrder.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-container-order.tsx');
        return {
          Component: route.Component,
          loader: route.workspaceContainerOrderLoader(context),
        };
      },
    },
    {
      path: paths.workspaceContainerCalls.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-container-calls.tsx');
        return {
          Component: route.Component,
          loader: route.workspaceContainerCallsLoader(context),
        };
      },
    },
    {
      path: paths.workspaceContainerImport.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-container-import.tsx');
        return {
          Component: route.Component,
          loader: route.workspaceContainerImportLoader(context),
        };
      },
    },
    {
      path: paths.workspaceContainerReports.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-container-reports.tsx');
        return {
          Component: route.Component,
          loader: route.workspaceContainerReportsLoader(context),
        };
      },
    },
  ];
}
