/**
 * /contacto (no layout of its own: the page brings the
 * marketing shell): the contact form, the company-contact form and the
 * mailing-list subscription.
 */
import { Card, CardContent, CardDescription, CardHeader } from '@jornada/ui';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { MailingListForm } from '../../features/contact/mailing-list-form.tsx';
import { MarketingShell } from '../../features/marketing/marketing-shell.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';

/** The contact screen. */
export function ContactRoute() {
  const c = m.contact;
  return (
    <MarketingShell>
      <title>{`${c.title}: ${m.brand}`}</title>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid max-w-3xl gap-3">
          <h1 className="text-4xl font-bold tracking-tight">{c.title}</h1>
          <p className="text-lg text-muted-foreground">{c.subtitle}</p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card role="region" aria-labelledby="contacto-personas">
            <CardHeader>
              <h2 id="contacto-personas" className="text-xl font-semibold">
                {c.personTitle}
              </h2>
              <CardDescription>{c.personText}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm kind="person" />
            </CardContent>
          </Card>
          <Card role="region" aria-labelledby="contacto-empresas">
            <CardHeader>
              <h2 id="contacto-empresas" className="text-xl font-semibold">
                {c.companyTitle}
              </h2>
              <CardDescription>{c.companyText}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm kind="company" />
            </CardContent>
          </Card>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="contacto-boletin" className="grid content-start gap-3">
            <h2 id="contacto-boletin" className="text-xl font-semibold">
              {c.mailingTitle}
            </h2>
            <p className="text-muted-foreground">{c.mailingText}</p>
            <MailingListForm />
          </section>
          <section aria-labelledby="contacto-medios" className="grid content-start gap-3">
            <h2 id="contacto-medios" className="text-xl font-semibold">
              {c.channelsTitle}
            </h2>
            <p>{c.email}</p>
            <p className="text-muted-foreground">{c.hours}</p>
          </section>
        </div>
      </div>
    </MarketingShell>
  );
}

export { ContactRoute as Component };
