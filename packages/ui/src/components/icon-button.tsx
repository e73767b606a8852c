import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Button, type ButtonProps } from './button.tsx';

/** Props of {@link IconButton}. */
type IconButtonProps = Omit<ButtonProps, 'size' | 'aria-label' | 'children'> & {
  /**
   * Accessible name of the button (required: an icon alone has none). Also
   * shown as the native tooltip through `title` unless `title` is given.
   */
  label: string;
  /** The icon; it is hidden from assistive technology. */
  children: React.ReactNode;
  /** Square size: 32, 40 or 48 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
};

const iconSizes = { sm: 'size-8', md: 'size-10', lg: 'size-12' } as const;

/**
 * A square button that shows only an icon. The `label` prop is mandatory and
 * becomes the button's `aria-label` (WCAG 4.1.2).
 */
function IconButton({
  label,
  size = 'md',
  variant = 'ghost',
  className,
  children,
  title,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      aria-label={label}
      title={title ?? label}
      className={cn(iconSizes[size], 'px-0', className)}
      {...props}
    >
      <span aria-hidden="true" className="inline-flex">
        {children}
      </span>
    </Button>
  );
}

export { IconButton, type IconButtonProps };
