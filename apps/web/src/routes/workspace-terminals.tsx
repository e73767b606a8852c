/**
 * /empresa/{companyId}/terminales: the company's terminals
 * (docs/decisions/0013-company-workspace-routes.md).
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { terminalList, TerminalsScreen } from '../features/terminals/terminals-screen.tsx';

/** Membership check and the first page. */
export function workspaceTerminalsLoader(context: AppContext) {
  return companyRecordListLoader(context, terminalList);
}

/** The terminals screen. */
export function WorkspaceTerminalsRoute() {
  return <TerminalsScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceTerminalsRoute as Component };
