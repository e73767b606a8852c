/**
 * /empresa/{companyId}/unidades: the company's units (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { unitList, UnitsScreen } from '../features/units/units-screen.tsx';

/** Membership check and the first page. */
export function workspaceUnitsLoader(context: AppContext) {
  return companyRecordListLoader(context, unitList);
}

/** The units screen. */
export function WorkspaceUnitsRoute() {
  return <UnitsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceUnitsRoute as Component };
