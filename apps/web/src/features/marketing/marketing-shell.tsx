import { ButtonLink, cn, LandingLayout, navLinkVariants } from '@jornada/ui';
import type * as React from 'react';
import { Link, NavLink } from 'react-router';
import { marketingMessages as m } from '../../messages/marketing-messages.ts';
import { paths } from '../../paths.ts';

const footerLinkClass =
  'rounded-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring';

/** The brand link to '/'. */
function MarketingBrand() {
  return (
    <Link
      to={paths.landing.href()}
      aria-label={m.brandHome}
      className="rounded-sm text-xl font-bold text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {m.brand}
    </Link>
  );
}

/**
 * The header's links; `onIntent` runs when the visitor points at, touches or focuses one.
 * Below the `sm` breakpoint the header's «Iniciar sesión» button is hidden, so the ☰ menu
 * carries it as its last link (and only there: `sm:hidden`).
 */
function MarketingNavLinks({ onIntent }: { onIntent: ((to: string) => void) | undefined }) {
  const links = [
    { to: paths.vacancies.href(), label: m.nav.vacancies },
    { to: paths.companies.href(), label: m.nav.companies },
    { to: paths.candidates.href(), label: m.nav.candidates },
    { to: paths.contact.href(), label: m.nav.contact },
    { to: paths.login.href(), label: m.nav.signIn, className: 'sm:hidden' },
  ];
  return (
    <>
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className={cn(navLinkVariants(), link.className)}
          onPointerEnter={() => onIntent?.(link.to)}
          onTouchStart={() => onIntent?.(link.to)}
          onFocus={() => onIntent?.(link.to)}
        >
          {link.label}
        </NavLink>
      ))}
    </>
  );
}

/** The footer: about text, site map and legal links, copyright. */
function MarketingFooter() {
  const year = new Date().getFullYear();
  return (
    <div className="grid gap-8 md:grid-cols-3">
      <div className="grid content-start gap-2">
        <p className="text-base font-bold text-foreground">{m.brand}</p>
        <p>{m.footer.about}</p>
      </div>
      <nav aria-label={m.footer.siteNav}>
        <ul className="grid gap-2">
          <li>
            <Link to={paths.vacancies.href()} className={footerLinkClass}>
              {m.nav.vacancies}
            </Link>
          </li>
          <li>
            <Link to={paths.companies.href()} className={footerLinkClass}>
              {m.nav.companies}
            </Link>
          </li>
          <li>
            <Link to={paths.candidates.href()} className={footerLinkClass}>
              {m.nav.candidates}
            </Link>
          </li>
          <li>
            <Link to={paths.contact.href()} className={footerLinkClass}>
              {m.nav.contact}
            </Link>
          </li>
        </ul>
      </nav>
      <nav aria-label={m.footer.legalNav}>
        <ul className="grid gap-2">
          <li>
            <Link to={paths.privacyPolicy.href()} className={footerLinkClass}>
              {m.footer.privacy}
            </Link>
          </li>
          <li>
            <Link to={paths.terms.href()} className={footerLinkClass}>
              {m.footer.terms}
            </Link>
          </li>
          <li>
            <Link to={paths.cookiePolicy.href()} className={footerLinkClass}>
              {m.footer.cookies}
            </Link>
          </li>
        </ul>
      </nav>
      <p className="md:col-span-3">{m.footer.copyright(year)}</p>
    </div>
  );
}

/** Props of {@link MarketingShell}. */
type MarketingShellProps = {
  /** The page. */
  children: React.ReactNode;
  /** Extra header actions placed before the sign-in links (for example the PWA install button). */
  extraActions?: React.ReactNode;
  /** Called with a header link's path when the visitor points at, touches or focuses it (to preload that page). */
  onLinkIntent?: (to: string) => void;
};

/**
 * The landing layout of the public pages (/, /empresas,
 * /candidatos, and the contact and legal pages): skip link, header with the
 * marketing links and the sign-in and sign-up calls to action, `main`, and a
 * footer with the site map and the legal links.
 */
function MarketingShell({ children, extraActions, onLinkIntent }: MarketingShellProps) {
  return (
    <LandingLayout
      brand={<MarketingBrand />}
      navLabel={m.nav.label}
      nav={<MarketingNavLinks onIntent={onLinkIntent} />}
      actions={
        <>
          {extraActions}
          <ButtonLink asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link to={paths.login.href()}>{m.nav.signIn}</Link>
          </ButtonLink>
          <ButtonLink asChild size="sm">
            <Link to={paths.register.href()}>{m.nav.signUp}</Link>
          </ButtonLink>
        </>
      }
      footer={<MarketingFooter />}
    >
      {children}
    </LandingLayout>
  );
}

export { MarketingBrand, MarketingShell, type MarketingShellProps };
