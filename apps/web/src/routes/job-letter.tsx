/**
 * /cartas-laborales/ver-carta-laboral/{id}: one labour letter, printable
 * (print CSS hides the app chrome). Invalid ids are 404. A signed letter shows its signed PDF
 * and verification code; the company's staff sign an issued one here (decision 0030).
 */
import { ApiError, jobLetterQueryOptions } from '@jornada/api-client';
import { Button, ButtonLink, formatDate } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useAppContext, type AppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { SignLetterButton } from '../features/signatures/sign-letter-button.tsx';
import { SignedLetterPanel } from '../features/signatures/signed-letter-panel.tsx';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';
import { pageNotFound } from './page-not-found.ts';

const m = messages.letters;

/** Validity check and prefetch; a missing letter is a 404. */
export function jobLetterLoader({ api, queryClient }: AppContext) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const path = new URL(request.url).pathname;
    if (!/^[1-9]\d{0,9}$/.test(params.id ?? '')) throw pageNotFound(path);
    try {
      await queryClient.ensureQueryData(jobLetterQueryOptions(api, Number(params.id)));
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403))
        throw pageNotFound(path);
      throw error;
    }
    return null;
  };
}

/** The letter screen. */
export function JobLetterRoute() {
  const { api } = useAppContext();
  const { userId } = useSession();
  const { data: letter } = useQuery(jobLetterQueryOptions(api, Number(useParams().id)));
  if (!letter) return null;
  return (
    <article className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap gap-3 print:hidden">
        <ButtonLink asChild variant="ghost" size="sm">
          <Link to={paths.jobLetters.href()}>{m.back}</Link>
        </ButtonLink>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {m.print}
        </Button>
        {/* The company's staff sign an issued letter here (decision 0030); the server checks who. */}
        {letter.status === 'emitida' && userId !== letter.user.id ? (
          <SignLetterButton letterId={letter.id} />
        ) : null}
      </div>
      {letter.status === 'rechazada' ? (
        <section
          aria-labelledby="carta-rechazada"
          className="grid gap-1 rounded-lg border border-danger bg-card p-5"
        >
          <h2 id="carta-rechazada" className="font-semibold">
            {m.rejectedTitle}
          </h2>
          <p>
            {letter.rejection_reason
              ? m.rejectedReason(letter.rejection_reason)
              : m.rejectedNoReason}
          </p>
          <p className="text-sm text-muted-foreground">{m.rejectedDraft}</p>
        </section>
      ) : null}
      <div className="grid gap-4 rounded-lg border border-border bg-card p-8 shadow-card print:border-0 print:shadow-none">
        <header className="grid gap-1">
          <p className="text-sm text-muted-foreground">{m.folio(letter.folio)}</p>
          <h1 className="text-xl font-bold">{letter.company.name}</h1>
          <p className="text-sm">
            {letter.issued_at ? m.issued(formatDate(letter.issued_at)) : m.draft}
          </p>
        </header>
        {letter.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i} className="leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
      {letter.signed_document_id ? (
        <SignedLetterPanel signedDocumentId={letter.signed_document_id} />
      ) : null}
    </article>
  );
}

export { JobLetterRoute as Component };
