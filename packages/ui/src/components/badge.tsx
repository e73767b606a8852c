import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { dangerVariant } from '../lib/danger-variant.ts';

/** Classes of the `danger` variant, shared with its shadcn/ui alias `destructive`. */
const danger = 'border-transparent bg-danger text-danger-foreground';

/**
 * Visual variants of {@link Badge}: `variant` (meaning; `destructive` is
 * shadcn/ui's name for `danger`, with the same classes).
 */
const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        primary: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        warning: 'border-transparent bg-warning text-warning-foreground',
        danger,
        destructive: danger,
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

/** Props of {@link Badge}. */
type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Render the single child with badge styles (for example a link). @default false */
    asChild?: boolean;
  };

/** A short status or count label (for example 'Nueva', 'Error 404'). Not interactive by itself. */
function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return (
    <Comp
      data-slot="badge"
      data-variant={dangerVariant(variant) ?? 'primary'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants, type BadgeProps };
