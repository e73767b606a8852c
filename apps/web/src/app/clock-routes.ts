/**
 * The clock-in sections of a company's workspace (issue 18, spec section 7
 * "Clock-in"): the status board, attendance records, shifts and recesses,
 * schedules, the planning calendar and the kiosk and links.
 */
import type { RouteObject } from 'react-router';
import type { AppContext } from './app-context.ts';

/** Routes under the workspace layout; each screen is loaded on demand. */
export function clockRoutes(_context: AppContext): RouteObject[] {
  return [];
}
