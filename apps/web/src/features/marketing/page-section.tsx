import { cn } from '@jornada/ui';
import type * as React from 'react';

/** Props of {@link PageSection}. */
type PageSectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The section's `h2`; also names the region. */
  title: string;
  /** Id of the heading (unique in the page). */
  headingId: string;
  /** Optional lead text under the heading. */
  description?: string;
  /** Muted background band. @default false */
  muted?: boolean;
};

/** A titled band of a public page (`section` named by its `h2`). */
function PageSection({
  title,
  headingId,
  description,
  muted = false,
  className,
  children,
  ...props
}: PageSectionProps) {
  return (
    <section
      data-slot="page-section"
      aria-labelledby={headingId}
      className={cn(muted ? 'bg-muted' : 'bg-background', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 lg:px-8">
        <div className="mx-auto grid max-w-3xl gap-3 text-center">
          <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          {description ? <p className="text-balance text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** One item of a {@link FeatureGrid}. */
type Feature = { title: string; text: string };

/** Cards with a title (`h3`) and a text, in a responsive grid. */
function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      data-slot="feature-grid"
      className={cn(
        'grid gap-4 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="grid content-start gap-2 rounded-lg border border-border bg-card p-6 text-card-foreground"
        >
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps (an ordered list), each with an `h3` and a text. */
function StepList({ items }: { items: readonly Feature[] }) {
  return (
    <ol data-slot="step-list" className="grid gap-6 md:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.title} className="grid content-start justify-items-center gap-3 text-center">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="text-lg font-semibold">{item.title}</h3>
          <p className="text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** Questions and answers as native disclosure widgets (`details`/`summary`). */
function FaqList({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div data-slot="faq-list" className="mx-auto grid w-full max-w-3xl gap-3">
      {items.map((item) => (
        <details
          key={item.question}
          className="group rounded-lg border border-border bg-card p-4 text-card-foreground"
        >
          <summary className="cursor-pointer rounded-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {item.question}
          </summary>
          <p className="mt-3 text-sm text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

export { FaqList, FeatureGrid, PageSection, StepList, type Feature, type PageSectionProps };
