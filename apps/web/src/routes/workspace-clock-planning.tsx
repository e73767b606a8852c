/**
 * /empresa/{companyId}/asistencia/planeacion: the planning calendar of shifts per department or
 * per employee (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { clockLoader } from '../features/clock-plan/clock-loaders.ts';
import { PlanningScreen } from '../features/clock-plan/planning-screen.tsx';

/** Membership check, and the shifts, departments and their assignments. */
export function workspaceClockPlanningLoader(context: AppContext) {
  return clockLoader(context, ['shifts', 'departments', 'departmentShifts']);
}

/** The planning screen. */
export function WorkspaceClockPlanningRoute() {
  return <PlanningScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockPlanningRoute as Component };
