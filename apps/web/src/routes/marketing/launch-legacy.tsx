/**
 * /lanzamiento-legacy: the older launch page (layout not
 * shown, so none): a plain announcement with the mailing-list subscription.
 */
import { MainContent, SkipLink } from '@jornada/ui';
import { MailingListForm } from '../../features/contact/mailing-list-form.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';

/** The older launch screen. */
export function LaunchLegacyRoute() {
  const l = m.launchLegacy;
  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <title>{`${l.title}: ${m.brand}`}</title>
      <SkipLink />
      <header className="border-b border-border px-4 py-5 text-center">
        <p className="text-2xl font-bold text-primary">{m.brand}</p>
      </header>
      <MainContent className="mx-auto grid w-full max-w-xl flex-1 content-center gap-6 px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{l.title}</h1>
        <p className="text-lg text-muted-foreground">{l.subtitle}</p>
        <p>{l.text}</p>
        <section
          aria-labelledby="lanzamiento-legacy-boletin"
          className="grid gap-3 rounded-lg border border-border bg-card p-6 text-left text-card-foreground"
        >
          <h2 id="lanzamiento-legacy-boletin" className="text-lg font-semibold">
            {l.mailingTitle}
          </h2>
          <MailingListForm />
        </section>
      </MainContent>
    </div>
  );
}

export { LaunchLegacyRoute as Component };
