import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { MainContent, SkipLink } from './skip-link.tsx';

/** Props of {@link InterviewLayout}. */
type InterviewLayoutProps = Omit<React.ComponentProps<'div'>, 'children' | 'title'> & {
  /** Logo or brand link. */
  brand: React.ReactNode;
  /** Name of the interview or step, shown in the header. */
  title?: React.ReactNode;
  /** Header actions (for example 'Salir de la entrevista'). */
  actions?: React.ReactNode;
  /** The page. */
  children: React.ReactNode;
};

/**
 * The distraction-free shell of the interview screens (layout: /entrevistas/…):
 * a slim header without navigation and a
 * full-height `main#contenido`.
 */
function InterviewLayout({
  brand,
  title,
  actions,
  children,
  className,
  ...props
}: InterviewLayoutProps) {
  return (
    <div
      data-slot="interview-layout"
      className={cn('flex min-h-dvh flex-col bg-background text-foreground', className)}
      {...props}
    >
      <SkipLink />
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-4 px-4 sm:px-6">
          <div className="flex shrink-0 items-center">{brand}</div>
          {title ? (
            <p className="min-w-0 flex-1 truncate text-sm font-medium text-muted-foreground">
              {title}
            </p>
          ) : (
            <div className="flex-1" />
          )}
          {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
        </div>
      </header>
      <MainContent className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-6 sm:px-6">
        {children}
      </MainContent>
    </div>
  );
}

export { InterviewLayout, type InterviewLayoutProps };
