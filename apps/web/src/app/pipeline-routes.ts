/**
 * The recruiting sections of a company's workspace that issue 16 items 2 and 3 add: the
 * applications pipeline (board, table, candidate panel) and the interviews calendar.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';

/** Routes under the workspace layout; each screen is loaded on demand. */
export function pipelineRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.workspacePipeline.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-pipeline.tsx');
        return { Component: route.Component, loader: route.workspacePipelineLoader(context) };
      },
    },
    {
      path: paths.workspaceInterviews.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-interviews.tsx');
        return { Component: route.Component, loader: route.workspaceInterviewsLoader(context) };
      },
    },
  ];
}
