/**
 * /: the public landing (spec section 2). The full marketing page lands with
 * the web-app issue; for now a hero that leads to the vacancies.
 */
import { ButtonLink } from '@jornada/ui';
import { Link } from 'react-router';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** The landing screen. */
export function LandingRoute() {
  return (
    <section className="mx-auto grid max-w-3xl gap-6 py-12 text-center sm:py-20">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{messages.landing.title}</h1>
      <p className="text-lg text-muted-foreground text-balance">{messages.landing.subtitle}</p>
      <ButtonLink asChild size="lg" className="mx-auto">
        <Link to={paths.vacancies.href()}>{messages.landing.cta}</Link>
      </ButtonLink>
    </section>
  );
}

export { LandingRoute as Component };
