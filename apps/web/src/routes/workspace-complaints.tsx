/**
 * /empresa/{companyId}/quejas: the company's complaints for its staff (decision 41):
 * status filter and search in the URL; 'Anónima' where the filer is hidden from the company.
 */
import { useParams } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { parseId } from '../app/company-access.ts';
import { companyRecordListLoader } from '../records/company-record-list.ts';
import { ComplaintTable, companyComplaintList } from '../features/complaints/complaint-lists.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const m = messages.complaints.workspace;

/** Membership check and the first page. */
export function workspaceComplaintsLoader(context: AppContext) {
  return companyRecordListLoader(context, companyComplaintList);
}

/** The company's «Quejas». */
export function WorkspaceComplaintsRoute() {
  const companyId = parseId(useParams().companyId) ?? 0;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <ComplaintTable
        list={companyComplaintList}
        ownerId={companyId}
        texts={m}
        href={(complaint) => paths.workspaceComplaint.href(companyId, complaint.id)}
        reporter
      />
    </div>
  );
}

export { WorkspaceComplaintsRoute as Component };
