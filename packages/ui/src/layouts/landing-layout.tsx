import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import { MobileNav } from './mobile-nav.tsx';
import { MainContent, SkipLink } from './skip-link.tsx';

/** Props of {@link LandingLayout}. */
type LandingLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Logo or brand link (to '/'). */
  brand: React.ReactNode;
  /** Marketing links ('Empresas', 'Candidatos', 'Contacto'…), your router's links. */
  nav?: React.ReactNode;
  /** Header calls to action ('Iniciar sesión', 'Regístrate'). */
  actions?: React.ReactNode;
  /** Footer content (legal links, copyright); wrap link groups in a `nav` with a label. */
  footer?: React.ReactNode;
  /** The page. */
  children: React.ReactNode;
  /** Name of the header `nav`. @default 'Navegación principal' */
  navLabel?: string;
};

/**
 * The public marketing shell (layout: /, /empresas,
 * /candidatos): skip link, header with links and calls to action (links in a
 * sheet below `md`), full-width `main#contenido` and a footer.
 */
function LandingLayout({
  brand,
  nav,
  actions,
  footer,
  children,
  navLabel = uiMessages.mainNavigation,
  className,
  ...props
}: LandingLayoutProps) {
  return (
    <div
      data-slot="landing-layout"
      className={cn('flex min-h-dvh flex-col bg-background text-foreground', className)}
      {...props}
    >
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          {nav ? (
            <MobileNav label={navLabel} className="md:hidden">
              {nav}
            </MobileNav>
          ) : null}
          <div className="flex shrink-0 items-center">{brand}</div>
          {nav ? (
            <nav
              aria-label={navLabel}
              className="hidden flex-1 items-center justify-center gap-1 md:flex"
            >
              {nav}
            </nav>
          ) : (
            <div className="flex-1" />
          )}
          {actions ? <div className="ml-auto flex items-center gap-2">{actions}</div> : null}
        </div>
      </header>
      <MainContent className="flex-1">{children}</MainContent>
      {footer ? (
        <footer className="border-t border-border bg-muted">
          <div className="mx-auto max-w-7xl px-4 py-10 text-sm text-muted-foreground sm:px-6 lg:px-8">
            {footer}
          </div>
        </footer>
      ) : null}
    </div>
  );
}

export { LandingLayout, type LandingLayoutProps };
