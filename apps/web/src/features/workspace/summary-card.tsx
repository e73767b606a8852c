/**
 * One count of the workspace's landing: a label, the number (or a skeleton while it loads) and a
 * link to the section.
 */
import { Card, Skeleton } from '@jornada/ui';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { messages } from '../../messages/messages.ts';

const m = messages.workspace.dashboard;

/** Props of {@link SummaryCard}. */
export interface SummaryCardProps {
  label: string;
  /** The count; `undefined` while loading, `null` when it could not be read. */
  count: number | null | undefined;
  href: string;
  /** The section's name for the link ('Ver departamentos'). */
  section: string;
}

/** A count with its link. */
export function SummaryCard({ label, count, href, section }: SummaryCardProps) {
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
      {count === undefined ? (
        <Skeleton className="h-9 w-16" />
      ) : (
        <p className="text-3xl font-bold tabular-nums">
          {count === null ? m.unavailable : count.toLocaleString('es-MX')}
        </p>
      )}
      <Link
        to={href}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {m.open(section)}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
