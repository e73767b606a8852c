import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/** Props of {@link ButtonLink}. */
type ButtonLinkProps = React.ComponentProps<'a'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Merge the button styles into the single child instead of rendering an
     * `<a>`: pass your router's link (`<ButtonLink asChild><Link to="/inicio">…`)
     * so that this package does not depend on a router. @default false
     */
    asChild?: boolean;
  };

/**
 * A link that looks like a {@link Button}. Navigation stays a link (role
 * `link`, opens in a new tab with a modifier key); only the look changes.
 */
function ButtonLink({ className, variant, size, asChild = false, ...props }: ButtonLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      data-slot="button-link"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { ButtonLink, type ButtonLinkProps };
