/**
 * /empresa/{companyId}/asistencia/turnos/recesos: the company's recesses, second tab of "Turnos y
 * recesos" (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { clockLoader } from '../features/clock-plan/clock-loaders.ts';
import { recessList, RecessesScreen } from '../features/clock-plan/recesses-screen.tsx';

/** Membership check, the first page and the shifts (each recess's shift by name). */
export function workspaceClockRecessesLoader(context: AppContext) {
  return clockLoader(context, ['shifts'], recessList);
}

/** The recesses screen. */
export function WorkspaceClockRecessesRoute() {
  return <RecessesScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockRecessesRoute as Component };
