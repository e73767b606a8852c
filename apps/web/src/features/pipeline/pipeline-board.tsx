/**
 * The pipeline board (issue 16 item 2): a column per application status
 * (pipeline-statuses.ts), a card per application. A card moves by drag and drop onto a column it
 * may go to, or by keyboard with its «Mover a…» menu (APG menu button); each move is announced
 * in the board's live region and can be undone for a few seconds (use-undoable-move.ts).
 */
import type { components } from '@jornada/api-client';
import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@jornada/ui';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { pipelineMessages as m } from '../../pipeline-messages.ts';
import { companyMoves, pipelineColumns, type ApplicationStatus } from './pipeline-statuses.ts';

type Application = components['schemas']['JobApplication'];

/** Props of {@link PipelineBoard}. */
export interface PipelineBoardProps {
  /** The vacancy's title, naming the board. */
  /** `null` across the company's vacancies: each card then names its vacancy. */
  vacancyTitle: string | null;
  /** The applications with the status each shows (held moves applied). */
  applications: Application[];
  /** Moves an application to a status it may go to. */
  onMove: (application: Application, to: ApplicationStatus) => void;
  /** Opens the candidate's side panel. */
  onOpen: (application: Application) => void;
}

const dragType = 'application/x-jornada-application';

/** The board (see the module's comment). */
export function PipelineBoard({ vacancyTitle, applications, onMove, onOpen }: PipelineBoardProps) {
  const [dragged, setDragged] = useState<Application | null>(null);
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  const allowed = dragged ? companyMoves(dragged.status) : [];
  return (
    <section
      aria-label={vacancyTitle === null ? m.boardLabelAll : m.boardLabel(vacancyTitle)}
      className="grid gap-3"
    >
      <p className="text-sm text-muted-foreground">
        {applications.length === 0 ? m.empty : m.dragHint}
      </p>
      <ol className="flex gap-3 overflow-x-auto pb-2">
        {pipelineColumns.map((status) => {
          const cards = applications.filter((a) => a.status === status);
          const headingId = `pipeline-column-${status}`;
          const canDrop = allowed.includes(status);
          return (
            <li
              key={status}
              aria-labelledby={headingId}
              data-status={status}
              className={cn(
                'grid w-64 shrink-0 content-start gap-2 rounded-lg border bg-muted/40 p-2',
                canDrop && 'border-dashed border-primary',
                over === status && canDrop && 'bg-primary/10',
              )}
              onDragOver={(event) => {
                if (!canDrop) return;
                event.preventDefault();
                setOver(status);
              }}
              onDragLeave={() => setOver((current) => (current === status ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                if (dragged && canDrop) onMove(dragged, status);
                setDragged(null);
              }}
            >
              <h2
                id={headingId}
                className="flex items-center justify-between px-1 text-sm font-semibold"
              >
                {m.statuses[status]} <span className="text-muted-foreground">{cards.length}</span>
              </h2>
              {cards.length === 0 ? (
                <p className="px-1 text-sm text-muted-foreground">{m.emptyColumn}</p>
              ) : (
                <ul className="grid gap-2" aria-label={m.statuses[status]}>
                  {cards.map((application) => (
                    <PipelineCard
                      key={application.id}
                      application={application}
                      showVacancy={vacancyTitle === null}
                      onMove={onMove}
                      onOpen={onOpen}
                      onDragStart={() => setDragged(application)}
                      onDragEnd={() => {
                        setDragged(null);
                        setOver(null);
                      }}
                    />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PipelineCard({
  application,
  showVacancy,
  onMove,
  onOpen,
  onDragStart,
  onDragEnd,
}: {
  application: Application;
  showVacancy: boolean;
  onMove: PipelineBoardProps['onMove'];
  onOpen: PipelineBoardProps['onOpen'];
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const moves = companyMoves(application.status);
  const name = application.candidate.name;
  return (
    <li
      draggable={moves.length > 0}
      onDragStart={(event) => {
        event.dataTransfer.setData(dragType, String(application.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      className={cn(
        'grid gap-2 rounded-md border bg-card p-3 text-card-foreground shadow-sm',
        moves.length > 0 && 'cursor-grab',
      )}
    >
      <button
        type="button"
        className="text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={m.openProfile(name)}
        onClick={() => onOpen(application)}
      >
        {name}
      </button>
      {showVacancy ? <p className="text-sm">{application.vacancy.title}</p> : null}
      <p className="text-xs text-muted-foreground">
        {m.columns.match}: {m.match(application.match_score)} · {m.date(application.created_at)}
      </p>
      {moves.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label={m.moveToLabel(name)}>
              {m.moveTo}
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {moves.map((to) => (
              <DropdownMenuItem key={to} onSelect={() => onMove(application, to)}>
                {m.statuses[to]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <p className="text-xs text-muted-foreground">{m.noMoves}</p>
      )}
    </li>
  );
}
