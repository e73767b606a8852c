/**
 * /empresa/{companyId}/asistencia/planeacion: the planning calendar (issue 18 item 2).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { clockLoader } from '../features/clock-plan/clock-loaders.ts';

/** Membership check and the lists the calendar reads. */
export function workspaceClockPlanningLoader(context: AppContext) {
  return clockLoader(context, ['shifts', 'departments', 'departmentShifts']);
}

/** The planning screen. */
export function WorkspaceClockPlanningRoute() {
  return <p>{parseId(useParams().companyId)}</p>;
}

export { WorkspaceClockPlanningRoute as Component };
