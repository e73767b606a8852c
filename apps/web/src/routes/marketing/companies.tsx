/**
 * /empresas: the companies landing (landing layout), with
 * the company-contact form.
 */
import { ButtonLink } from '@jornada/ui';
import { Link } from 'react-router';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { Hero } from '../../features/marketing/hero.tsx';
import { FeatureGrid, PageSection } from '../../features/marketing/page-section.tsx';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';
import { paths } from '../../paths.ts';

/** Id of the company-contact section (the hero's call to action jumps to it). */
const FORM_SECTION_ID = 'contacto-empresas';

/** The companies landing screen. */
export function CompaniesRoute() {
  const c = m.companies;
  return (
    <>
      <title>{`${c.eyebrow}: ${m.brand}`}</title>
      <Hero
        eyebrow={c.eyebrow}
        title={c.title}
        subtitle={c.subtitle}
        actions={
          <>
            <ButtonLink href={`#${FORM_SECTION_ID}`} size="lg" variant="secondary">
              {c.primaryCta}
            </ButtonLink>
            <ButtonLink asChild size="lg" variant="outline">
              <Link to={paths.contact.href()}>{c.secondaryCta}</Link>
            </ButtonLink>
          </>
        }
      />
      <PageSection title={c.featuresTitle} headingId="soluciones">
        <FeatureGrid items={c.features} />
      </PageSection>
      <PageSection
        id={FORM_SECTION_ID}
        title={c.formTitle}
        headingId="contacto-empresas-titulo"
        description={c.formText}
        muted
      >
        <div className="mx-auto w-full max-w-xl rounded-lg border border-border bg-card p-6 text-card-foreground">
          <ContactForm kind="company" />
        </div>
      </PageSection>
    </>
  );
}

export { CompaniesRoute as Component };
