import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A single-line text field. Invalid state comes from `aria-invalid`
 * (set it, or let a Field from `@jornada/ui/forms` set it).
 */
function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:ring-danger/30 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export { Input };
