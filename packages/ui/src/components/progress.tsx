import { cva, type VariantProps } from 'class-variance-authority';
import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';

/** Colour of the {@link Progress} bar by meaning (`destructive` is shadcn/ui's name for `danger`). */
const progressVariants = cva('h-full w-full flex-1 transition-transform', {
  variants: {
    variant: {
      primary: 'bg-primary',
      success: 'bg-success',
      danger: 'bg-danger',
      destructive: 'bg-danger',
    },
  },
  defaultVariants: { variant: 'primary' },
});

/** Props of {@link Progress}. */
type ProgressProps = React.ComponentProps<typeof ProgressPrimitive.Root> &
  VariantProps<typeof progressVariants> & {
    /** Percentage done, 0–100; `null` means indeterminate. @default null */
    value?: number | null;
    /** Accessible name of the bar. @default 'Progreso' */
    label?: string;
  };

/**
 * A progress bar (Radix Progress, role `progressbar` with `aria-valuenow` in
 * percent). Height 8 px. State is exposed as `data-state` (`loading`,
 * `complete`, `indeterminate`).
 */
function Progress({
  className,
  value = null,
  variant,
  label = uiMessages.progress,
  ...props
}: ProgressProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={100}
      aria-label={label}
      getValueLabel={(current, max) => `${Math.round((current / max) * 100)} %`}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(progressVariants({ variant }), clamped === null && 'w-1/3 animate-pulse')}
        style={clamped === null ? undefined : { transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress, progressVariants, type ProgressProps };
