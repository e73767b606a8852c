/**
 * /empresa/{companyId}/asistencia/turnos: the company's shifts, first tab of "Turnos y recesos"
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { clockLoader } from '../features/clock-plan/clock-loaders.ts';
import { shiftList, ShiftsScreen } from '../features/clock-plan/shifts-screen.tsx';

/** Membership check, the first page and the recesses (counted per shift). */
export function workspaceClockShiftsLoader(context: AppContext) {
  return clockLoader(context, ['recesses'], shiftList);
}

/** The shifts screen. */
export function WorkspaceClockShiftsRoute() {
  return <ShiftsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockShiftsRoute as Component };
