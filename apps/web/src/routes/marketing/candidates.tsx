/**
 * /candidatos: the candidates landing (landing layout), with
 * the mailing-list subscription.
 */
import { ButtonLink } from '@jornada/ui';
import { Link } from 'react-router';
import { MailingListForm } from '../../features/contact/mailing-list-form.tsx';
import { Hero } from '../../features/marketing/hero.tsx';
import { FeatureGrid, PageSection } from '../../features/marketing/page-section.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';
import { paths } from '../../paths.ts';

/** The candidates landing screen. */
export function CandidatesRoute() {
  const c = m.candidates;
  return (
    <>
      <title>{`${c.eyebrow}: ${m.brand}`}</title>
      <Hero
        eyebrow={c.eyebrow}
        title={c.title}
        subtitle={c.subtitle}
        actions={
          <>
            <ButtonLink asChild size="lg" variant="secondary">
              <Link to={paths.register.href()}>{c.primaryCta}</Link>
            </ButtonLink>
            <ButtonLink asChild size="lg" variant="outline">
              <Link to={paths.vacancies.href()}>{c.secondaryCta}</Link>
            </ButtonLink>
          </>
        }
      />
      <PageSection title={c.benefitsTitle} headingId="beneficios">
        <FeatureGrid items={c.benefits} />
      </PageSection>
      <PageSection title={c.tipsTitle} headingId="consejos" muted>
        <ul className="mx-auto grid max-w-3xl list-disc gap-3 pl-6 text-left">
          {c.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </PageSection>
      <PageSection title={c.mailingTitle} headingId="boletin" description={c.mailingText}>
        <div className="mx-auto w-full max-w-xl">
          <MailingListForm />
        </div>
      </PageSection>
    </>
  );
}

export { CandidatesRoute as Component };
