import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';

/** Classes of the `danger` variant, shared with its shadcn/ui alias `destructive`. */
const danger = 'bg-danger text-danger-foreground hover:opacity-90';

/**
 * Visual variants of {@link Button}: `variant` (intent; `destructive` is
 * shadcn/ui's name for `danger`, with the same classes) and `size` (height
 * 32/40/48 px).
 */
const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-brand-200',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        danger,
        destructive: danger,
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3',
        md: 'h-10 px-4',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/** Props of {@link Button}. */
type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child element (for example a link) with button styles. @default false */
    asChild?: boolean;
    /** Shows a spinner, sets `aria-busy` and blocks clicks while true. @default false */
    loading?: boolean;
  };

/**
 * The action button of the design system (screens use it
 * everywhere). While `loading`, it stays focusable but ignores activation.
 */
function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-loading={loading ? '' : undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    >
      {loading && !asChild ? <Spinner label="" aria-hidden="true" /> : null}
      {asChild ? children : <>{children}</>}
    </Comp>
  );
}

export { Button, buttonVariants, type ButtonProps };
