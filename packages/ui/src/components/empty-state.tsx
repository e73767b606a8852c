import { InboxIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { uiListMessages as uiMessages } from '../list-messages.ts';

/** Props of {@link EmptyState}. */
type EmptyStateProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** Heading. @default 'Aún no hay nada por aquí' */
  title?: React.ReactNode;
  /** What the user can do about it. */
  description?: React.ReactNode;
  /** A decorative icon (hidden from assistive technology). @default an inbox icon */
  icon?: React.ReactNode;
  /** Call to action, for example a Button or ButtonLink. */
  action?: React.ReactNode;
  /** Heading level of the title. @default 'h2' */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

/** What a list or screen shows when it has no data (no vacancies, no applications…). */
function EmptyState({
  className,
  title = uiMessages.emptyState.title,
  description,
  icon,
  action,
  headingLevel: Heading = 'h2',
  ...props
}: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-8 text-center',
        className,
      )}
      {...props}
    >
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {icon ?? <InboxIcon />}
      </div>
      <Heading data-slot="empty-state-title" className="text-lg font-semibold">
        {title}
      </Heading>
      {description ? (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2">
          {action}
        </div>
      ) : null}
    </section>
  );
}

export { EmptyState, type EmptyStateProps };
