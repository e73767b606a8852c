/**
 * /: the public landing (landing layout). After the page is
 * idle it prefetches the first page of vacancies (after 1 s,
 * not on slow-2g) — verified companies' only, as the hero promises; the vacancy screen's code loads when the visitor points at,
 * touches or focuses 'Ver vacantes', so that it opens instantly without
 * running that code while the landing loads (docs/decisions/0009-first-paint.md).
 */
import { searchVacanciesQueryOptions } from '@jornada/api-client';
import { ButtonLink, Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@jornada/ui';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { Hero } from '../../features/marketing/hero.tsx';
import {
  FaqList,
  FeatureGrid,
  PageSection,
  StepList,
} from '../../features/marketing/page-section.tsx';
import { usePrefetchOnIdle, useRoutePreloader } from '../../features/pwa/use-prefetch.ts';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';
import { paths } from '../../paths.ts';

/**
 * Where 'Ver vacantes' leads: the hero promises "vacantes de empresas verificadas", so the
 * search opens with only those (contract decision 44; the visitor can untick the filter).
 */
const verifiedVacancies = paths.vacancies.href({ verified_company: true });
/** A call to action whose text may wrap (a button's text stays on one line). */
const wrappingCta = 'h-auto min-h-10 py-2 text-center whitespace-normal';

/** The landing screen. */
export function LandingRoute() {
  const { api, queryClient } = useAppContext();
  const preloadRoute = useRoutePreloader();
  usePrefetchOnIdle(() => {
    void queryClient.prefetchQuery(
      searchVacanciesQueryOptions(api, { verified_company: true, page: 1, per_page: 15 }),
    );
  });
  const preloadVacancies = () => preloadRoute(verifiedVacancies);
  const l = m.landing;
  return (
    <>
      <title>{`${m.brand}: ${l.title}`}</title>
      <Hero
        eyebrow={l.eyebrow}
        title={l.title}
        subtitle={l.subtitle}
        actions={
          <>
            <ButtonLink asChild size="lg" variant="secondary">
              <Link
                to={verifiedVacancies}
                onPointerEnter={preloadVacancies}
                onTouchStart={preloadVacancies}
                onFocus={preloadVacancies}
              >
                {l.primaryCta}
              </Link>
            </ButtonLink>
            <ButtonLink asChild size="lg" variant="outline">
              <Link to={paths.register.href()}>{l.secondaryCta}</Link>
            </ButtonLink>
          </>
        }
      />
      <PageSection title={l.highlightsTitle} headingId="por-que-jornada">
        <FeatureGrid items={l.highlights} columns={4} />
      </PageSection>
      <PageSection title={l.stepsTitle} headingId="como-funciona" muted>
        <StepList items={l.steps} />
      </PageSection>
      <PageSection title={l.audiencesTitle} headingId="para-quien">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>{l.candidatesCard.title}</CardTitle>
              <CardDescription>{l.candidatesCard.text}</CardDescription>
            </CardHeader>
            <CardFooter>
              <ButtonLink asChild variant="outline" className={wrappingCta}>
                <Link to={paths.candidates.href()}>{l.candidatesCard.cta}</Link>
              </ButtonLink>
            </CardFooter>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{l.companiesCard.title}</CardTitle>
              <CardDescription>{l.companiesCard.text}</CardDescription>
            </CardHeader>
            <CardFooter>
              <ButtonLink asChild variant="outline" className={wrappingCta}>
                <Link to={paths.companies.href()}>{l.companiesCard.cta}</Link>
              </ButtonLink>
            </CardFooter>
          </Card>
        </div>
      </PageSection>
      <PageSection title={l.faqTitle} headingId="preguntas-frecuentes" muted>
        <FaqList items={l.faq} />
      </PageSection>
    </>
  );
}

export { LandingRoute as Component };
