/**
 * /mis-entrevistas: the signed-in user's interviews, as a list or on the calendar (docs/decisions/0028-applications-pipeline.md; tabs «Lista» /
 * «Calendario», `?vista=calendario`), kept current over the socket.
 */
import { userInterviewsQueryOptions } from '@jornada/api-client';
import { EmptyState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { InterviewCard } from '../features/interviews/interview-card.tsx';
import { InterviewsCalendar } from '../features/interviews/interviews-calendar.tsx';
import { SlotChoice } from '../features/interviews/slot-choice.tsx';
import { useLiveInterviews } from '../app/use-live-interviews.ts';
import { messages } from '../messages/messages.ts';

/** The interviews screen. */
export function InterviewsRoute() {
  const { api } = useAppContext();
  const { userId } = useSession();
  const [search, setSearch] = useSearchParams();
  const view = search.get('vista') === 'calendario' ? 'calendario' : 'lista';
  useLiveInterviews();
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
        <Tabs
          value={view}
          onValueChange={(value) =>
            setSearch(value === 'calendario' ? { vista: 'calendario' } : {}, { replace: true })
          }
        >
          <TabsList aria-label={messages.interviews.views}>
            <TabsTrigger value="lista">{messages.interviews.list}</TabsTrigger>
            <TabsTrigger value="calendario">{messages.interviews.calendar}</TabsTrigger>
          </TabsList>
          <TabsContent value="lista" className="mt-4">
            <ul className="grid gap-3">
              {interviews.data.data.map((interview) => (
                <li key={interview.id} className="grid gap-3">
                  <InterviewCard interview={interview} />
                  <div className="px-5 empty:hidden">
                    <SlotChoice interview={interview} />
                  </div>
                </li>
              ))}
            </ul>
          </TabsContent>
          <TabsContent value="calendario" className="mt-4">
            <InterviewsCalendar interviews={interviews.data.data} />
          </TabsContent>
        </Tabs>
      )}
    </section>
  );
}

export { InterviewsRoute as Component };
