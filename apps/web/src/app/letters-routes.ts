/**
 * The personnel-paperwork sections of a company's workspace (issue 16 items 4 and 5, spec
 * section 7 "Job letters", "Work interviews"): the labour-letter inbox, issued or rejected in
 * place, and the work interviews («Evaluaciones») with their scores.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../paths.ts';
import type { AppContext } from './app-context.ts';

/** Routes under the workspace layout; each screen is loaded on demand. */
export function lettersRoutes(context: AppContext): RouteObject[] {
  return [
    {
      path: paths.workspaceJobLetters.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-job-letters.tsx');
        return { Component: route.Component, loader: route.workspaceJobLettersLoader(context) };
      },
    },
    {
      path: paths.workspaceWorkInterviews.pattern,
      lazy: async () => {
        const route = await import('../routes/workspace-work-interviews.tsx');
        return {
          Component: route.Component,
          loader: route.workspaceWorkInterviewsLoader(context),
        };
      },
    },
  ];
}
