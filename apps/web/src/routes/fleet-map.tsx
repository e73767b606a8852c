/**
 * /empresa/{companyId}/mapa: the fleet map of company staff (docs/decisions/0017-fleet-map.md).
 */
import { listCompanyUnitLocationsQueryOptions } from '@jornada/api-client';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { requireWorkspace } from '../app/require-workspace.ts';
import { FleetMapScreen } from '../features/fleet-map/fleet-map-screen.tsx';

/** Membership check and the units' last positions. */
export function fleetMapLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const companyId = await requireWorkspace(context, args);
    await context.queryClient.prefetchQuery(
      listCompanyUnitLocationsQueryOptions(context.api, companyId),
    );
    return null;
  };
}

/** The fleet map screen. */
export function FleetMapRoute() {
  return <FleetMapScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { FleetMapRoute as Component };
