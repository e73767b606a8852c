import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/**
 * A multi-line text field; grows with its content where the browser supports
 * `field-sizing`. Invalid state comes from `aria-invalid`.
 */
function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex field-sizing-content min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:ring-danger/30 md:text-sm',
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
