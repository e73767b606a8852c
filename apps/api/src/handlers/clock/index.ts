/**
 * The clock-in domain's operations (decision 39):
 * the plan (shifts, recesses,
 * schedules, assignments and their searches) and attendance (checks, breaks,
 * corrections, links, PINs, settings, status and export).
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { clockExportHandlers } from './export/index.ts';
import { clockPlanHandlers } from './plan/index.ts';
import { clockAttendanceHandlers } from './attendance/index.ts';

/** Handlers keyed by operationId. */
export function clockHandlers(context: AppContext): Handlers {
  return {
    ...clockPlanHandlers(context),
    ...clockExportHandlers(context),
    ...clockAttendanceHandlers(context),
  };
}
