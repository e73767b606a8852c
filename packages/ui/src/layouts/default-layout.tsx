import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import { MobileNav } from './mobile-nav.tsx';
import { MainContent, SkipLink } from './skip-link.tsx';

/** Props of {@link DefaultLayout}. */
type DefaultLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Logo or brand link (your router's link to '/inicio'). */
  brand: React.ReactNode;
  /** Main navigation links (your router's links; style them with `navLinkVariants`). Shown in the header from `md` up, in a sheet below. */
  nav?: React.ReactNode;
  /** The same links laid out for the mobile sheet. @default `nav` */
  mobileNav?: React.ReactNode;
  /** User menu (for example a DropdownMenu with an Avatar trigger). */
  userMenu?: React.ReactNode;
  /** Optional footer content. */
  footer?: React.ReactNode;
  /** The page. */
  children: React.ReactNode;
  /** Name of the `nav` landmark. @default 'Navegación principal' */
  navLabel?: string;
};

/**
 * The signed-in shell (layout): skip link, sticky
 * header with brand, navigation and user menu, then `main#contenido`.
 */
function DefaultLayout({
  brand,
  nav,
  mobileNav,
  userMenu,
  footer,
  children,
  navLabel = uiMessages.mainNavigation,
  className,
  ...props
}: DefaultLayoutProps) {
  return (
    <div
      data-slot="default-layout"
      className={cn('flex min-h-dvh flex-col bg-background text-foreground', className)}
      {...props}
    >
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          {nav ? (
            <MobileNav label={navLabel} className="md:hidden">
              {mobileNav ?? nav}
            </MobileNav>
          ) : null}
          <div className="flex shrink-0 items-center">{brand}</div>
          {nav ? (
            <nav aria-label={navLabel} className="hidden flex-1 items-center gap-1 md:flex">
              {nav}
            </nav>
          ) : (
            <div className="flex-1" />
          )}
          {userMenu ? <div className="ml-auto flex items-center gap-2">{userMenu}</div> : null}
        </div>
      </header>
      <MainContent className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        {children}
      </MainContent>
      {footer ? (
        <footer className="border-t border-border px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {footer}
        </footer>
      ) : null}
    </div>
  );
}

export { DefaultLayout, type DefaultLayoutProps };
