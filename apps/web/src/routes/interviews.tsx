/**
 * /mis-entrevistas: the signed-in user's interviews.
 */
import { userInterviewsQueryOptions } from '@jornada/api-client';
import { EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { InterviewCard } from '../features/interviews/interview-card.tsx';
import { messages } from '../messages.ts';

/** The interviews screen. */
export function InterviewsRoute() {
  const { api } = useAppContext();
  const { userId } = useSession();
  const interviews = useQuery({
    ...userInterviewsQueryOptions(api, userId ?? 0, { per_page: 50 }),
    enabled: userId !== null,
  });
  return (
    <section className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight">{messages.interviews.title}</h1>
      {!interviews.data ? (
        <Skeleton className="h-24 w-full" />
      ) : interviews.data.data.length === 0 ? (
        <EmptyState
          title={messages.interviews.emptyTitle}
          description={messages.interviews.emptyText}
        />
      ) : (
        <ul className="grid gap-3">
          {interviews.data.data.map((interview) => (
            <li key={interview.id}>
              <InterviewCard interview={interview} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { InterviewsRoute as Component };
