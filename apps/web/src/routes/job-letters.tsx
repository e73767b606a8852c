/**
 * /cartas-laborales: the user's labour letters.
 */
import { userJobLettersQueryOptions } from '@jornada/api-client';
import { Badge, Card, EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { RequestLetter } from '../features/letter-request/request-letter-sheet.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const m = messages.letters;

/** The labour letters screen. */
export function JobLettersRoute() {
  const { api } = useAppContext();
  const { userId } = useSession();
  const letters = useQuery({
    ...userJobLettersQueryOptions(api, userId ?? 0, { per_page: 50 }),
    enabled: userId !== null,
  });
  return (
    <section className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <RequestLetter />
      </div>
      {!letters.data ? (
        <Skeleton className="h-24 w-full" />
      ) : letters.data.data.length === 0 ? (
        <EmptyState title={m.emptyTitle} description={m.emptyText} />
      ) : (
        <ul className="grid gap-3">
          {letters.data.data.map((letter) => (
            <li key={letter.id}>
              <Card className="relative flex-row flex-wrap items-center justify-between gap-3 p-5">
                <div className="grid gap-1">
                  <h2 className="font-semibold">
                    <Link
                      to={paths.jobLetter.href(letter.id)}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {letter.position} · {letter.company.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">{m.folio(letter.folio)}</p>
                  {letter.status === 'rechazada' && letter.rejection_reason ? (
                    <p className="text-sm">{m.rejectedReason(letter.rejection_reason)}</p>
                  ) : null}
                </div>
                <Badge variant="secondary">{messages.letterStatus[letter.status]}</Badge>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { JobLettersRoute as Component };
