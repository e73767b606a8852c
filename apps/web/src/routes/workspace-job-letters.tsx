/**
 * /empresa/{companyId}/cartas-laborales: the company's labour-letter requests for its staff
 * (docs/decisions/0029-letters-and-seeker-journey.md): status filter in the URL, issue or reject a requested letter.
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { CompanyLettersScreen } from '../features/company-letters/company-letters-screen.tsx';
import { companyLetterList } from '../features/company-letters/letter-list.ts';

/** Membership check and the first page. */
export function workspaceJobLettersLoader(context: AppContext) {
  return companyRecordListLoader(context, companyLetterList);
}

/** The company's «Cartas laborales». */
export function WorkspaceJobLettersRoute() {
  return <CompanyLettersScreen companyId={parseId(useParams().companyId) ?? 0} />;
}

export { WorkspaceJobLettersRoute as Component };
