/**
 * The labour-letter sections of a company's workspace (issue 16 item 5, spec section 7 "Job
 * letters"): the inbox of requests, issued or rejected in place.
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
  ];
}
