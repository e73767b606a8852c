import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiCoreMessages as uiMessages } from '../core-messages.ts';

/**
 * An indeterminate loading indicator with `role="status"`.
 *
 * @param label - accessible name announced to screen readers. @default 'Cargando…'
 */
function Spinner({
  className,
  label = uiMessages.loading,
  ...props
}: React.ComponentProps<'span'> & { label?: string }) {
  return (
    <span role="status" data-slot="spinner" className={cn('inline-flex', className)} {...props}>
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner };
