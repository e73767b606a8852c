/**
 * /lanzamiento: the launch page (no layout). Outside
 * production every route redirects here, so the page stands alone: no links
 * to other routes, only the mailing-list subscription.
 */
import { MainContent, SkipLink } from '@jornada/ui';
import { CheckIcon } from 'lucide-react';
import { MailingListForm } from '../../features/contact/mailing-list-form.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';

/** The launch screen. */
export function LaunchRoute() {
  const l = m.launch;
  return (
    <div className="flex min-h-dvh flex-col bg-primary text-primary-foreground">
      <title>{`${l.title}: ${m.brand}`}</title>
      <SkipLink className="focus:bg-card focus:text-card-foreground" />
      <header className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
        <p className="text-2xl font-bold">{m.brand}</p>
      </header>
      <MainContent className="mx-auto grid w-full max-w-5xl flex-1 content-center gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div className="grid gap-5">
          <p className="text-sm font-semibold tracking-wide uppercase">{l.eyebrow}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{l.title}</h1>
          <p className="text-lg">{l.subtitle}</p>
          <ul className="grid gap-2">
            {l.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckIcon aria-hidden="true" className="size-5 shrink-0" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <section
          aria-labelledby="lanzamiento-aviso"
          className="grid gap-4 rounded-lg bg-card p-6 text-card-foreground shadow-overlay"
        >
          <h2 id="lanzamiento-aviso" className="text-xl font-semibold">
            {l.mailingTitle}
          </h2>
          <MailingListForm />
          <p className="text-sm text-muted-foreground">{l.contact}</p>
        </section>
      </MainContent>
    </div>
  );
}

export { LaunchRoute as Component };
