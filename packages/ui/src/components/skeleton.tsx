import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A pulsing placeholder shaped like content that is loading. Decorative: it
 * is hidden from assistive technology, so announce loading elsewhere (for
 * example `aria-busy` on the region or a {@link Spinner}).
 */
function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export { Skeleton };
