import type * as React from 'react';

/** Props of {@link Hero}. */
type HeroProps = {
  /** Short label above the heading. */
  eyebrow: string;
  /** The page's `h1`. */
  title: string;
  /** The lead paragraph. */
  subtitle: string;
  /** Calls to action (router links styled with `ButtonLink`). */
  actions?: React.ReactNode;
  /** Id for the heading, so the section can be labelled by it. @default 'hero-titulo' */
  headingId?: string;
};

/**
 * The top section of a public page: eyebrow, the page's only `h1`, lead
 * text and calls to action, on the primary colour band.
 */
function Hero({ eyebrow, title, subtitle, actions, headingId = 'hero-titulo' }: HeroProps) {
  return (
    <section
      data-slot="hero"
      aria-labelledby={headingId}
      className="bg-primary text-primary-foreground"
    >
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide uppercase">{eyebrow}</p>
        <h1 id={headingId} className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mx-auto max-w-3xl text-lg text-balance">{subtitle}</p>
        {actions ? (
          <div className="flex flex-wrap items-center justify-center gap-3">{actions}</div>
        ) : null}
      </div>
    </section>
  );
}

export { Hero, type HeroProps };
