/**
 * /mis-quejas: the complaints the signed-in user filed, with their status (decision 41);
 * each folio opens its conversation.
 */
import { ButtonLink, tableStateFromSearchParams } from '@jornada/ui';
import { Link, type LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { ComplaintTable, userComplaintList } from '../features/complaints/complaint-lists.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const m = messages.complaints;

/** The page the URL names, prefetched. */
export function myComplaintsLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    const userId = context.session.getSnapshot().userId;
    if (!userId) return null;
    const state = tableStateFromSearchParams(
      new URL(args.request.url).searchParams,
      userComplaintList.defaults,
    );
    await context.queryClient.prefetchQuery(
      userComplaintList.query(context.api, userId, userComplaintList.params(state)),
    );
    return null;
  };
}

/** «Mis quejas». */
export function MyComplaintsRoute() {
  const { user } = useSession();
  const fileNew = (
    <ButtonLink asChild className="w-fit">
      <Link to={paths.fileComplaint.href()}>{m.mine.fileNew}</Link>
    </ButtonLink>
  );
  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{m.mine.title}</h1>
          <p className="text-muted-foreground">{m.mine.subtitle}</p>
        </div>
        {fileNew}
      </div>
      <ComplaintTable
        list={userComplaintList}
        ownerId={user?.id ?? 0}
        texts={m.mine}
        href={(complaint) => paths.myComplaint.href(complaint.id)}
        company
        emptyAction={fileNew}
      />
    </section>
  );
}

export { MyComplaintsRoute as Component };
