/**
 * /admin: where administrators land (docs/decisions/0013-company-workspace-routes.md), the
 * console's first section (routes/admin-layout.tsx has its heading and navigation): every
 * company's complaints with who filed them (decision 41: only administrators may know
 * the filer of an anonymous complaint). Anybody else gets the 404.
 */
import { tableStateFromSearchParams } from '@jornada/ui';
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { allComplaintList, ComplaintTable } from '../features/complaints/complaint-lists.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const c = messages.complaints.admin;

/** The administrator check, and the complaints' page the URL names. */
export function adminLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      allComplaintList.defaults,
    );
    await context.queryClient.prefetchQuery(
      allComplaintList.query(context.api, 0, allComplaintList.params(state)),
    );
    return null;
  };
}

/** The console's home. */
export function AdminHomeRoute() {
  return (
    <div className="grid gap-8">
      <section className="grid gap-4" aria-labelledby="admin-complaints">
        <h2 id="admin-complaints" className="text-xl font-semibold">
          {c.title}
        </h2>
        <ComplaintTable
          list={allComplaintList}
          ownerId={0}
          texts={c}
          href={(complaint) => paths.workspaceComplaint.href(complaint.company_id, complaint.id)}
          company
          reporter
        />
      </section>
    </div>
  );
}

export { AdminHomeRoute as Component };
