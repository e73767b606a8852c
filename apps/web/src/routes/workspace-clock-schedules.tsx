/**
 * /empresa/{companyId}/asistencia/horarios: the company's weekly schedules (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { clockLoader } from '../features/clock-plan/clock-loaders.ts';
import { scheduleList, SchedulesScreen } from '../features/clock-plan/schedules-screen.tsx';

/** Membership check, the first page and the shifts (each day's shift by name). */
export function workspaceClockSchedulesLoader(context: AppContext) {
  return clockLoader(context, ['shifts'], scheduleList);
}

/** The schedules screen. */
export function WorkspaceClockSchedulesRoute() {
  return <SchedulesScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockSchedulesRoute as Component };
