import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import { MobileNav } from './mobile-nav.tsx';
import { MainContent, SkipLink } from './skip-link.tsx';

/** Props of {@link WorkspaceLayout}. */
type WorkspaceLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Logo or brand link. */
  brand: React.ReactNode;
  /** What the workspace is about, next to the brand (a company name, or a switcher between companies). */
  context?: React.ReactNode;
  /** The section links (your router's links; style them with `navLinkVariants({ orientation: 'vertical' })`). In a side column from `md` up, in a sheet below. */
  nav: React.ReactNode;
  /** User menu (for example a DropdownMenu with an Avatar trigger). */
  userMenu?: React.ReactNode;
  /** The page. */
  children: React.ReactNode;
  /** Name of the sections' `nav` landmark. @default 'Secciones' */
  navLabel?: string;
};

/**
 * The back-office shell (a company's workspace, docs/decisions/0013-company-workspace-routes.md):
 * skip link, a header with brand, context (e.g. a company switcher) and user menu, a side column
 * with the section links, and `main#contenido`. Below `md` the sections move into a sheet behind
 * the menu button.
 */
function WorkspaceLayout({
  brand,
  context,
  nav,
  userMenu,
  children,
  navLabel = uiMessages.workspaceNavigation,
  className,
  ...props
}: WorkspaceLayoutProps) {
  return (
    <div
      data-slot="workspace-layout"
      className={cn('flex min-h-dvh flex-col bg-background text-foreground', className)}
      {...props}
    >
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <MobileNav label={navLabel} className="md:hidden">
            {nav}
          </MobileNav>
          <div className="flex shrink-0 items-center">{brand}</div>
          {context ? <div className="flex min-w-0 items-center">{context}</div> : null}
          {userMenu ? <div className="ml-auto flex items-center gap-2">{userMenu}</div> : null}
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label={navLabel}
          className="hidden w-60 shrink-0 flex-col gap-1 border-r border-border bg-card p-3 md:flex"
        >
          {nav}
        </nav>
        <MainContent className="w-full min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          {children}
        </MainContent>
      </div>
    </div>
  );
}

export { WorkspaceLayout, type WorkspaceLayoutProps };
