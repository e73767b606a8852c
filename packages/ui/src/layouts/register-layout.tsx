import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { MainContent, SkipLink } from './skip-link.tsx';

/** Props of {@link RegisterLayout}. */
type RegisterLayoutProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Logo or brand link. */
  brand: React.ReactNode;
  /** The brand as shown on the dark brand panel (a light logo). @default `brand` */
  asideBrand?: React.ReactNode;
  /** Content of the brand side (headline, benefits, illustration); hidden below `lg`. */
  aside?: React.ReactNode;
  /** The form card content. */
  children: React.ReactNode;
  /** Small print under the card (terms, 'Ya tengo cuenta'). */
  footer?: React.ReactNode;
};

/**
 * The sign-up shell: a brand panel on the
 * left from `lg` up and a centred card with the form in `main#contenido`.
 */
function RegisterLayout({
  brand,
  asideBrand,
  aside,
  children,
  footer,
  className,
  ...props
}: RegisterLayoutProps) {
  return (
    <div
      data-slot="register-layout"
      className={cn('grid min-h-dvh bg-background text-foreground lg:grid-cols-2', className)}
      {...props}
    >
      <SkipLink />
      {aside ? (
        <aside className="hidden flex-col justify-between gap-8 bg-brand-900 p-10 text-white lg:flex">
          <div>{asideBrand ?? brand}</div>
          <div className="max-w-md">{aside}</div>
        </aside>
      ) : null}
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-6 px-4 py-10 sm:px-6',
          !aside && 'lg:col-span-2',
        )}
      >
        <header className={cn(aside && 'lg:hidden')}>{brand}</header>
        <MainContent className="w-full max-w-md rounded-lg border border-border bg-card p-6 text-card-foreground shadow-card sm:p-8">
          {children}
        </MainContent>
        {footer ? (
          <footer className="text-center text-sm text-muted-foreground">{footer}</footer>
        ) : null}
      </div>
    </div>
  );
}

export { RegisterLayout, type RegisterLayoutProps };
