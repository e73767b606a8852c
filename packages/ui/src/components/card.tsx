import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** A surface that groups related content (for example one vacancy in a list). */
function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-card',
        className,
      )}
      {...props}
    />
  );
}

/** The top part of a {@link Card}: title, description and an optional action. */
function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-header" className={cn('flex flex-col gap-1.5', className)} {...props} />
  );
}

/** The heading of a {@link Card}, an `h3`. */
function CardTitle({ className, children, ...props }: React.ComponentProps<'h3'>) {
  return (
    <h3
      data-slot="card-title"
      className={cn('text-lg leading-tight font-semibold', className)}
      {...props}
    >
      {children}
    </h3>
  );
}

/** Secondary text under a {@link CardTitle}. */
function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The body of a {@link Card}. */
function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('text-sm', className)} {...props} />;
}

/** The bottom row of a {@link Card}, usually actions. */
function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex items-center gap-2', className)} {...props} />
  );
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
