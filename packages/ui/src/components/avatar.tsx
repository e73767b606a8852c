import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** Sizes of {@link Avatar}: 32, 40 or 56 px. */
const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-base' } },
  defaultVariants: { size: 'md' },
});

/** Props of {@link Avatar}. */
type AvatarProps = React.ComponentProps<typeof AvatarPrimitive.Root> &
  VariantProps<typeof avatarVariants>;

/**
 * A person's or company's picture with a fallback (Radix Avatar: the fallback
 * shows until the image loads, and stays if it fails).
 */
function Avatar({ className, size, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn(avatarVariants({ size }), className)}
      {...props}
    />
  );
}

/** The picture; `alt` is required (use the person's name). */
function AvatarImage({
  className,
  alt,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Image> & { alt: string }) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      alt={alt}
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

/** Shown while loading or on error: usually initials. `delayMs` avoids a flash. */
function AvatarFallback({
  className,
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-secondary font-medium text-secondary-foreground',
        className,
      )}
      {...props}
    />
  );
}

/**
 * Initials of a name for {@link AvatarFallback}: first letters of the first two words, upper-case.
 *
 * @param name - a full name such as 'María José López'.
 * @returns up to two letters ('MJ'), or '' for an empty name.
 */
function getInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('es-MX'))
    .join('');
}

export { Avatar, AvatarFallback, AvatarImage, avatarVariants, getInitials, type AvatarProps };
