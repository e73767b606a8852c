import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';

/** Id of the `main` element every layout renders; the target of {@link SkipLink}. */
const MAIN_CONTENT_ID = 'contenido';

/**
 * 'Saltar al contenido': the first focusable element of every layout, visible
 * only on keyboard focus (WCAG 2.4.1 bypass blocks). `href` @default '#contenido'
 */
function SkipLink({
  className,
  href = `#${MAIN_CONTENT_ID}`,
  children,
  ...props
}: React.ComponentProps<'a'>) {
  return (
    <a
      data-slot="skip-link"
      href={href}
      className={cn(
        'sr-only z-[200] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
      {...props}
    >
      {children ?? uiMessages.skipToContent}
    </a>
  );
}

/** The `main` landmark with `id="contenido"`; focusable by script so the skip link moves focus into it. */
function MainContent({ className, ...props }: React.ComponentProps<'main'>) {
  return (
    <main
      data-slot="main-content"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={cn('outline-none', className)}
      {...props}
    />
  );
}

export { MAIN_CONTENT_ID, MainContent, SkipLink };
