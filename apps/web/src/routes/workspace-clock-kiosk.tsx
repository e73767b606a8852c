/**
 * /empresa/{companyId}/asistencia/kiosco: the kiosk link, personal links and PINs and the
 * clock-in settings (docs/decisions/0013-company-workspace-routes.md).
 */
import { getClockSettingsQueryOptions, getCompanyKioskUrlQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { KioskScreen } from '../features/clock-attendance/kiosk-screen.tsx';

/** Membership check, the kiosk link and the settings. */
export function workspaceClockKioskLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await Promise.all([
      context.queryClient.prefetchQuery(getCompanyKioskUrlQueryOptions(context.api, companyId)),
      context.queryClient.prefetchQuery(getClockSettingsQueryOptions(context.api, companyId)),
    ]);
    return null;
  };
}

/** The kiosk and links screen. */
export function WorkspaceClockKioskRoute() {
  return <KioskScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceClockKioskRoute as Component };
