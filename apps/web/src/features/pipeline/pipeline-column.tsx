/**
 * One column of the pipeline board (docs/decisions/0028-applications-pipeline.md
 * "Paging"): the applications in one status, read from the server a page at a time
 * (`pipelineColumnQuery`, `columnPageSize` cards, more on «Cargar más»), so no column stops
 * at the newest 50. Moves still held for undo (use-undoable-move.ts) are drawn where they are
 * going: a card held elsewhere leaves this column, a card held into it joins it, and the count in
 * the heading follows.
 */
import type { components } from '@jornada/api-client';
import { Button, cn, Skeleton } from '@jornada/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { DragEvent } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { pipelineMessages as m } from '../../messages/pipeline-messages.ts';
import { PipelineCard, type PipelineCardProps } from './pipeline-card.tsx';
import { pipelineColumnQuery } from './pipeline-queries.ts';
import type { ApplicationStatus } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** Props of {@link PipelineColumn}. */
export interface PipelineColumnProps {
  companyId: number;
  /** The vacancy shown, or 0 for every vacancy of the company. */
  vacancyId: number;
  status: ApplicationStatus;
  /** The statuses of held moves, by application id. */
  held: Record<number, ApplicationStatus>;
  /** The held applications as listed before their move, by id. */
  moved: Record<number, Application>;
  /** Whether the card being dragged may be dropped here. */
  canDrop: boolean;
  /** Whether a card that may be dropped here is over the column. */
  isOver: boolean;
  /** Drag handlers of the column (a drop target). */
  onDragOver: (event: DragEvent) => void;
  onDragLeave: () => void;
  onDrop: (event: DragEvent) => void;
  /** What every card of the column gets (see `PipelineCard`). */
  card: Pick<PipelineCardProps, 'showVacancy' | 'onMove' | 'onOpen'> & {
    onDragStart: (application: Application) => void;
    onDragEnd: () => void;
  };
}

/** The column (see the module's comment). */
export function PipelineColumn({
  companyId,
  vacancyId,
  status,
  held,
  moved,
  canDrop,
  isOver,
  onDragOver,
  onDragLeave,
  onDrop,
  card,
}: PipelineColumnProps) {
  const { api } = useAppContext();
  const query = useInfiniteQuery(pipelineColumnQuery(api, companyId, vacancyId, status));
  const listed = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.meta.total ?? 0;
  const leaving = Object.values(moved).filter((a) => a.status === status && held[a.id] !== status);
  const arriving = Object.values(moved).filter((a) => a.status !== status && held[a.id] === status);
  // Once a move is sent, this column's refetch may list the card while the move is still held
  // (the hold ends when every column has refetched): it is drawn once, and counted once.
  const listedHere = (id: number) => listed.some((a) => a.id === id);
  const arrivingOnly = arriving.filter((a) => !listedHere(a.id));
  const cards = [
    ...arrivingOnly.map((a) => ({ ...a, status })),
    ...listed.filter((a) => !leaving.some((gone) => gone.id === a.id)),
  ];
  const leftListed = leaving.filter((a) => listedHere(a.id)).length;
  const count = total - leftListed + arrivingOnly.length;
  const remaining = total - listed.length;
  const headingId = `pipeline-column-${status}`;
  const name = m.statuses[status];
  return (
    <li
      aria-labelledby={headingId}
      aria-busy={query.isFetching || undefined}
      data-status={status}
      className={cn(
        'grid w-64 shrink-0 content-start gap-2 rounded-lg border bg-muted/40 p-2',
        canDrop && 'border-dashed border-primary',
        isOver && canDrop && 'bg-primary/10',
      )}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
        {name} <span className="text-muted-foreground">{query.isPending ? '' : count}</span>
      </h2>
      {query.isPending ? (
        <Skeleton className="h-24" />
      ) : query.isError ? (
        <div role="alert" className="grid gap-2 px-1 text-sm">
          <p>{m.columnFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : cards.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">{m.emptyColumn}</p>
      ) : (
        <ul className="grid gap-2" aria-label={name}>
          {cards.map((application) => (
            <PipelineCard
              key={application.id}
              application={application}
              showVacancy={card.showVacancy}
              onMove={card.onMove}
              onOpen={card.onOpen}
              onDragStart={() => card.onDragStart(application)}
              onDragEnd={card.onDragEnd}
            />
          ))}
        </ul>
      )}
      {remaining > 0 && !query.isError ? (
        <div className="grid gap-1 px-1">
          <p className="text-xs text-muted-foreground">{m.columnShown(listed.length, total)}</p>
          <Button
            variant="outline"
            size="sm"
            aria-label={m.loadMoreIn(name)}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {m.loadMore}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
